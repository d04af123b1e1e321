export * from './SnackbarHost.tsx';
export * from './use-snackbar.ts';
export * from './snackbar-durations.ts';
