import {
  addFavorite,
  FAVORITES_QUERY_KEY,
  favoriteFailureMessage,
  favoritesQuery,
  isFavorite,
  removeFavorite,
  type FavoriteKind,
} from './favorites.ts';
import { bus } from '@shared/event-bus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from './session.ts';

/** What {@link useFavorite} gives its button. */
export interface FavoriteToggle {
  /** Among the favourites, or about to be (a press shows its outcome at once). */
  pressed: boolean;
  /** The session or the list is still loading, so the state is not known yet. */
  loading: boolean;
  /** A guest has no favourites: the button leads to login instead. */
  signedIn: boolean;
  toggle: () => void;
}

/**
 * The one favourite toggle of every area (the course page, the article page).
 * Whether a course or an article is among the student's favourites, and a
 * toggle for it. A press shows its outcome at once; a failure falls back to
 * what the list says (the rollback) and says so in a snackbar. The list's key
 * is the one every area uses (`FAVORITES_QUERY_KEY`), so the profile's
 * favourites page is fresh after a press here. The list carries the bearer
 * token, so it is asked for only once the student is logged in.
 */
export function useFavorite(kind: FavoriteKind, slug: string): FavoriteToggle {
  const session = useSession();
  const loggedIn = session === 'in';
  const client = useQueryClient();
  const list = useQuery({ ...favoritesQuery(), enabled: loggedIn });
  const saved = isFavorite(list.data?.data, kind, slug);
  const change = useMutation({
    mutationFn: (add: boolean) => (add ? addFavorite({ kind, slug }) : removeFavorite({ kind, slug })),
    onError: (error, add) => {
      const message = favoriteFailureMessage(error, add);
      if (message) bus.emit('platform:snackbar:requested', { type: 'error', message });
    },
    // Returning the refetch keeps the change pending until the list has caught up, so the button never
    // flickers back to the old state on success, and falls back to the list's word on failure.
    onSettled: () => client.invalidateQueries({ queryKey: FAVORITES_QUERY_KEY }),
  });
  return {
    pressed: change.isPending && change.variables !== undefined ? change.variables : saved,
    loading: session === 'pending' || (loggedIn && list.isPending),
    signedIn: loggedIn,
    toggle: () => {
      // One change at a time: a second press while the first travels would race it.
      if (!change.isPending) change.mutate(!saved);
    },
  };
}
