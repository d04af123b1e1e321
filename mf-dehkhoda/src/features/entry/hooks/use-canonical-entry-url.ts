import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from '@shared/router';
import type { DehkhodaEntryRef } from '@shared/api-client';
import { entryPath, isEntryPath } from '../../../lib/paths.ts';

/**
 * The slug in an entry's address is cosmetic: an old, mistyped or missing one
 * (or an id in Persian digits) is replaced by the entry's own address, without
 * a new history entry. Once per entry, so an odd slug can never loop.
 */
export function useCanonicalEntryUrl(entry: DehkhodaEntryRef | undefined): void {
  const { id, slug } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const redirectedFor = useRef<number>(undefined);
  useEffect(() => {
    if (!entry || redirectedFor.current === entry.id) return;
    if (isEntryPath({ id, slug }, entry)) return;
    redirectedFor.current = entry.id;
    void navigate(`${entryPath(entry)}${hash}`, { replace: true });
  }, [entry, id, slug, hash, navigate]);
}
