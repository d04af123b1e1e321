export * from './Dialog.tsx';
export * from './CloseButton.tsx';
