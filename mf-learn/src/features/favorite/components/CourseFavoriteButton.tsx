import { useFavorite } from '@shared/api-client';
import { FavoriteButton, useCarriedPress, useLoginHref } from '@shared/ui';
import { useNavigate } from '@shared/router';

/**
 * Adds the course to the student's favourites or takes it out; a guest is
 * sent to login and comes back to the course, where the press is done (it is
 * carried through the login). In a block of its own, so a column of the hero
 * does not stretch the button.
 */
export function CourseFavoriteButton({ slug }: { slug: string }) {
  const favorite = useFavorite('course', slug);
  const navigate = useNavigate();
  const loginHref = useLoginHref();
  const carried = useCarriedPress(`favorite:course:${slug}`, {
    ready: favorite.signedIn && !favorite.loading,
    // A guest only ever asks to add; a course already among the favourites stays so.
    run: () => {
      if (!favorite.pressed) favorite.toggle();
    },
  });
  const guestPress = () => {
    carried.keep();
    void navigate(loginHref);
  };
  return (
    <div>
      <FavoriteButton
        pressed={favorite.pressed}
        loading={favorite.loading}
        onToggle={favorite.signedIn ? favorite.toggle : guestPress}
      />
    </div>
  );
}
