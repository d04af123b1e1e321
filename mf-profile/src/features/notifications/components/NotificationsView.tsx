import { notificationsQuery, useSession } from '@shared/api-client';
import { EmptyState, formatNumber, PageFailed, PageLoading } from '@shared/ui';
import { useQuery } from '@tanstack/react-query';
import { RowList } from '../../../components/ListSurface.tsx';
import { useReadWhenSeen } from '../hooks/use-read-when-seen.ts';
import { NotificationRow } from './NotificationRow.tsx';

/** The student's notifications, newest first as the API sends them; each is read once it has been on screen. */
export function NotificationsView() {
  const session = useSession();
  const query = useQuery({ ...notificationsQuery(), enabled: session === 'in' });
  const { fresh, watch } = useReadWhenSeen(query.data);
  if (session !== 'in' || query.isPending) return <PageLoading shape="panel" label="در حال بارگذاری اعلان‌ها…" />;
  if (query.isError) {
    return <PageFailed what="اعلان‌ها" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  // The API may answer a plain-text notice instead of a list (spec section 7).
  if (query.data.kind === 'text') return <EmptyState title="اعلان‌ها" text={query.data.text} />;
  if (query.data.messages.length === 0) {
    return <EmptyState title="اعلانی ندارید" text="پیام‌های دانش‌سرا و مدرسان این‌جا می‌آیند." />;
  }
  return (
    <>
      <p role="status">{fresh.size > 0 ? `${formatNumber(fresh.size)} اعلان تازه داشتید.` : 'اعلان تازه‌ای ندارید.'}</p>
      <RowList aria-label="اعلان‌ها">
        {query.data.messages.map((message) => (
          <li key={message.id} ref={watch(message.id)}>
            <NotificationRow message={message} fresh={fresh.has(message.id)} />
          </li>
        ))}
      </RowList>
    </>
  );
}
