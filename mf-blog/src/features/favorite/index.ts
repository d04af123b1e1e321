/** What the favourites feature offers the rest of the blog. */
export { ArticleFavoriteButton } from './components/ArticleFavoriteButton.tsx';
