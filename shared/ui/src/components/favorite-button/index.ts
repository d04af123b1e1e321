export { FavoriteButton, type FavoriteButtonProps } from './FavoriteButton.tsx';
