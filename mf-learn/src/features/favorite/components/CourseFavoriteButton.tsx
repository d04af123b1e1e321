import { useFavorite, useSession } from '@shared/api-client';
import { FavoriteButton } from '@shared/ui';
import { useNavigate } from 'react-router';
import { useLoginHref } from '../../../hooks/use-login-href.ts';

/**
 * Adds the course to the student's favourites or takes it out; a guest is
 * sent to login and comes back to the course. In a block of its own, so a
 * column of the hero does not stretch the button.
 */
export function CourseFavoriteButton({ slug }: { slug: string }) {
  const session = useSession();
  const favorite = useFavorite('course', slug, session === 'in');
  const navigate = useNavigate();
  const loginHref = useLoginHref();
  return (
    <div>
      <FavoriteButton
        pressed={favorite.pressed}
        loading={session === 'pending' || favorite.loading}
        onToggle={session === 'in' ? favorite.toggle : () => void navigate(loginHref)}
      />
    </div>
  );
}
