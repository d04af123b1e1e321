export * from './LoginPrompt.tsx';
export * from './use-login-href.ts';
