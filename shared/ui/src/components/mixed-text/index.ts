export { MixedText } from './MixedText.tsx';
