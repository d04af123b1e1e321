import { favoritesQuery, useSession } from '@shared/api-client';
import type { Favorite } from '@shared/api-client';
import { EmptyState, Link, CardGrid, PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { profilePaths } from '../../../lib/profile-pages.ts';
import { useRemoveFavorite } from '../hooks/use-remove-favorite.ts';
import { FavoriteCard } from './FavoriteCard.tsx';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const keyOf = (favorite: Favorite) => `${favorite.kind}:${favorite.slug}`;

/**
 * The courses and articles the student marked, newest first, each with a
 * remove button. A removed card goes at once; focus moves to the next
 * card's remove button (or the previous one, or the empty page's first link)
 * so a keyboard never falls back to the top of the page.
 */
export function FavoritesView() {
  const session = useSession();
  const favorites = useQuery({ ...favoritesQuery(), enabled: session === 'in' });
  const remove = useRemoveFavorite();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const empty = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | null>(null);
  const list = favorites.data?.data;

  useEffect(() => {
    if (focusAt.current === null || !list) return;
    const next = list[Math.min(focusAt.current, list.length - 1)];
    focusAt.current = null;
    if (next) removeButtons.current.get(keyOf(next))?.focus();
    else empty.current?.querySelector('a')?.focus();
  }, [list]);

  if (session !== 'in' || favorites.isPending)
    return <PageLoading shape="panel" label="در حال بارگذاری علاقه‌مندی‌ها…" />;
  if (favorites.isError) {
    return <PageFailed what="علاقه‌مندی‌ها" onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />;
  }
  if (favorites.data.data.length === 0) {
    return (
      <div ref={empty}>
        <EmptyState
          title="هنوز چیزی را نشان نکرده‌اید"
          text="در صفحهٔ هر دوره یا مقاله، «افزودن به علاقه‌مندی‌ها» آن را این‌جا نگه می‌دارد تا بعداً زود پیدایش کنید."
          action={
            <Links>
              <Link to={profilePaths.catalogue}>دیدن دوره‌ها</Link>
              <Link to={profilePaths.articles}>دیدن مقاله‌ها</Link>
            </Links>
          }
        />
      </div>
    );
  }
  return (
    <CardGrid threeFrom="lg" aria-label="علاقه‌مندی‌های شما">
      {favorites.data.data.map((favorite, index) => (
        <li key={keyOf(favorite)}>
          <FavoriteCard
            favorite={favorite}
            removeRef={(button) => {
              if (button) removeButtons.current.set(keyOf(favorite), button);
              else removeButtons.current.delete(keyOf(favorite));
            }}
            onRemove={() => {
              focusAt.current = index;
              remove.mutate(favorite);
            }}
          />
        </li>
      ))}
    </CardGrid>
  );
}
