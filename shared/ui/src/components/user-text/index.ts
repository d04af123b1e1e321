export { UserText } from './UserText.tsx';
