export { ShareButton, type ShareButtonProps } from './ShareButton.tsx';
