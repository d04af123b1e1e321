import type { SaveStatus } from '../hooks/use-video-progress.ts';

const TEXT: Record<SaveStatus, string> = {
  idle: 'پیشرفت تماشای شما خودکار ذخیره می‌شود.',
  saved: 'پیشرفت تماشای شما ذخیره شد.',
  retrying: 'ذخیرهٔ پیشرفت انجام نشد؛ کمی بعد دوباره تلاش می‌کنیم.',
};

/** One quiet line about saving: it changes only when the state changes, so it is polite to announce. */
export function SaveStatusLine({ tracked, status }: { tracked: boolean; status: SaveStatus }) {
  if (!tracked) return <span />;
  return (
    <span role="status" data-save-status={status}>
      {TEXT[status]}
    </span>
  );
}
