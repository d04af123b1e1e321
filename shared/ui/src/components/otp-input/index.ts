export * from './OtpInput.tsx';
export * from './use-code-form.ts';
