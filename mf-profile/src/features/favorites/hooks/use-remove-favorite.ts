import {
  FAVORITES_QUERY_KEY,
  favoriteFailureMessage,
  removeFavorite,
  type Favorite,
  type FavoritesResponse,
} from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favoriteTitle, sameFavorite } from '../utils/favorite-view.ts';

const REMOVE_KEY = ['profile', 'favorites', 'remove'] as const;

/**
 * Removes a favourite from the list at once; if the server refuses, the card
 * comes back where it was and a snackbar says so. Several removals may run
 * together: each puts back only its own card, and the list is asked for
 * again once the last one has ended, so a late answer never revives a card.
 */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: REMOVE_KEY,
    mutationFn: (favorite: Favorite) => removeFavorite({ kind: favorite.kind, slug: favorite.slug }),
    onMutate: async (favorite) => {
      await client.cancelQueries({ queryKey: FAVORITES_QUERY_KEY });
      const index = client
        .getQueryData<FavoritesResponse>(FAVORITES_QUERY_KEY)
        ?.data.findIndex((other) => sameFavorite(other, favorite));
      client.setQueryData<FavoritesResponse>(
        FAVORITES_QUERY_KEY,
        (list) => list && { ...list, data: list.data.filter((other) => !sameFavorite(other, favorite)) },
      );
      return { index: index ?? -1 };
    },
    onSuccess: (_answer, favorite) => {
      bus.emit('platform:snackbar:requested', {
        type: 'success',
        message: `«${favoriteTitle(favorite)}» از علاقه‌مندی‌ها برداشته شد.`,
      });
    },
    onError: (error, favorite, context) => {
      client.setQueryData<FavoritesResponse>(FAVORITES_QUERY_KEY, (list) => {
        if (!list || list.data.some((other) => sameFavorite(other, favorite))) return list;
        const data = [...list.data];
        data.splice(context && context.index >= 0 ? context.index : data.length, 0, favorite);
        return { ...list, data };
      });
      const message = favoriteFailureMessage(error, false);
      if (message) bus.emit('platform:snackbar:requested', { type: 'error', message });
    },
    onSettled: async () => {
      // This removal still counts as running here.
      if (client.isMutating({ mutationKey: REMOVE_KEY }) === 1) {
        await client.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY });
      }
    },
  });
}
