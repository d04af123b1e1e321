import { userContentWatchQuery, useSession } from '@shared/api-client';
import type { ContentWatch, ContentWatchResponse } from '@shared/api-client';
import { useQuery } from '@tanstack/react-query';

const NOTHING = new Map<number, ContentWatch>();

function byContentId(response: ContentWatchResponse): Map<number, ContentWatch> {
  return new Map(response.data.map((entry) => [entry.content_id, entry]));
}

/** The student's saved positions in a course by content id; empty for a guest or while loading. */
export function useWatched(courseId: number | undefined): Map<number, ContentWatch> {
  const loggedIn = useSession() === 'in';
  const query = useQuery({
    ...userContentWatchQuery(courseId ?? 0),
    enabled: loggedIn && courseId !== undefined,
    select: byContentId,
  });
  return (loggedIn && query.data) || NOTHING;
}
