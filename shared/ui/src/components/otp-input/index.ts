export * from './OtpInput.tsx';
