import { useFavorite } from '@shared/api-client';
import { FavoriteButton } from '@shared/ui';
import { useNavigate } from '@shared/router';
import { useLoginHref } from '../../../hooks/use-login-href.ts';

/**
 * Adds the course to the student's favourites or takes it out; a guest is
 * sent to login and comes back to the course. In a block of its own, so a
 * column of the hero does not stretch the button.
 */
export function CourseFavoriteButton({ slug }: { slug: string }) {
  const favorite = useFavorite('course', slug);
  const navigate = useNavigate();
  const loginHref = useLoginHref();
  return (
    <div>
      <FavoriteButton
        pressed={favorite.pressed}
        loading={favorite.loading}
        onToggle={favorite.signedIn ? favorite.toggle : () => void navigate(loginHref)}
      />
    </div>
  );
}
