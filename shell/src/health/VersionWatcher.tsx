import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@shared/router';
import { currentBuildId } from './build-id.ts';
import { dirtyFormsAtom } from './dirty-forms.ts';
import { useSiteRoute } from '../site-map/use-site-route.ts';
import { mayReloadNow } from './reload-policy.ts';
import { UpdateNotice } from './UpdateNotice.tsx';
import { fetchAreasFingerprint, fetchLatestVersion, VERSION_POLL_MS, type VersionSnapshot } from './version-check.ts';
import { startVersionPolling } from './version-polling.ts';

/** Props of {@link VersionWatcher}; the defaults are the site's, tests pass their own. */
export interface VersionWatcherProps {
  intervalMs?: number;
  baselineDelayMs?: number;
  readLatest?: () => Promise<VersionSnapshot>;
  readAreas?: () => Promise<string>;
  reload?: () => void;
}

const reloadPage = () => window.location.reload();
const readLatestDefault = () => fetchLatestVersion();
const readAreasDefault = () => fetchAreasFingerprint();

/**
 * Keeps a long visit on the current release (spec sections 1 and 9): checks
 * hourly for a new shell build or area release, offers a reload, and
 * otherwise reloads by itself on the next navigation, never into a quiz run
 * and never while a form holds unsent input. Mounted once, inside the router.
 */
export function VersionWatcher({
  intervalMs = VERSION_POLL_MS,
  baselineDelayMs = 20_000,
  readLatest = readLatestDefault,
  readAreas = readAreasDefault,
  reload = reloadPage,
}: VersionWatcherProps) {
  const location = useLocation();
  const page = useSiteRoute();
  const store = useStore();
  const [detectedAt, setDetectedAt] = useState<string | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const currentKey = useRef(location.key);
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);

  useEffect(
    () =>
      startVersionPolling({
        currentShell: currentBuildId(),
        readAreas,
        readLatest,
        intervalMs,
        baselineDelayMs,
        onNewVersion: () => {
          setDetectedAt(currentKey.current);
          setNoticeOpen(true);
        },
      }),
    [readAreas, readLatest, intervalMs, baselineDelayMs],
  );

  useEffect(() => {
    if (detectedAt === null || location.key === detectedAt || handledKey.current === location.key) return;
    handledKey.current = location.key;
    // Read from the store, not from render: a form left by this navigation
    // has just cleared its mark in its cleanup.
    if (mayReloadNow(page, store.get(dirtyFormsAtom))) reload();
  }, [detectedAt, location.key, page, reload, store]);

  if (!noticeOpen) return null;
  return <UpdateNotice onReload={reload} onDismiss={() => setNoticeOpen(false)} />;
}
