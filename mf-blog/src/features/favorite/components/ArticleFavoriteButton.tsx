import { loginPath } from '@shared/registry';
import { useFavorite } from '@shared/api-client';
import { FavoriteButton, useCarriedPress } from '@shared/ui';
import { useLocation, useNavigate } from '@shared/router';

/**
 * Adds the article to the student's favourites or takes it out; a guest is
 * sent to login and comes back here, where the press is done (it is carried
 * through the login).
 */
export function ArticleFavoriteButton({ slug }: { slug: string }) {
  const favorite = useFavorite('article', slug);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const carried = useCarriedPress(`favorite:article:${slug}`, {
    ready: favorite.signedIn && !favorite.loading,
    // A guest only ever asks to add; an article already among the favourites stays so.
    run: () => {
      if (!favorite.pressed) favorite.toggle();
    },
  });
  const guestPress = () => {
    carried.keep();
    void navigate(loginPath(`${pathname}${search}`));
  };
  return (
    <FavoriteButton
      pressed={favorite.pressed}
      loading={favorite.loading}
      onToggle={favorite.signedIn ? favorite.toggle : guestPress}
    />
  );
}
