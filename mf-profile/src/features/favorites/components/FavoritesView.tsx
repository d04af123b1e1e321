import { EmptyState, Link } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '../../../api/profile-queries.ts';
import { CardGrid } from '../../../components/CardGrid.tsx';
import { PageFailed, PageLoading } from '../../../components/PageStates.tsx';
import { useSession } from '../../../hooks/use-session.ts';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { FavoriteCard } from './FavoriteCard.tsx';

/** The courses the student saved for later, newest first. */
export function FavoritesView() {
  const session = useSession();
  const favorites = useQuery({ ...profileQueries.favorites(), enabled: session === 'in' });
  if (session !== 'in' || favorites.isPending) return <PageLoading label="در حال بارگذاری علاقه‌مندی‌ها…" />;
  if (favorites.isError) {
    return <PageFailed what="علاقه‌مندی‌ها" onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />;
  }
  if (favorites.data.data.length === 0) {
    return (
      <EmptyState
        title="هنوز چیزی به علاقه‌مندی‌ها نیفزوده‌اید"
        text="دوره‌هایی را که می‌خواهید بعداً بخوانید این‌جا نگه دارید."
        action={<Link to={profilePaths.catalogue}>دیدن دوره‌ها</Link>}
      />
    );
  }
  return (
    <CardGrid>
      {favorites.data.data.map((favorite) => (
        <li key={favorite.course.id}>
          <FavoriteCard favorite={favorite} />
        </li>
      ))}
    </CardGrid>
  );
}
