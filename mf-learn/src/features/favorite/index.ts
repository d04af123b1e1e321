/** What the favourites feature offers the rest of learn. */
export { CourseFavoriteButton } from './components/CourseFavoriteButton.tsx';
