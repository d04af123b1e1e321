import { useFavorite } from '@shared/api-client';
import { FavoriteButton } from '@shared/ui';
import { useLocation, useNavigate } from '@shared/router';
import { blogPaths } from '../../../lib/paths.ts';

/** Adds the article to the student's favourites or takes it out; a guest is sent to login and comes back here. */
export function ArticleFavoriteButton({ slug }: { slug: string }) {
  const favorite = useFavorite('article', slug);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <FavoriteButton
      pressed={favorite.pressed}
      loading={favorite.loading}
      onToggle={favorite.signedIn ? favorite.toggle : () => void navigate(blogPaths.login(`${pathname}${search}`))}
    />
  );
}
