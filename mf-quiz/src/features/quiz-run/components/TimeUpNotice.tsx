import { QUIZ_LATE_PICK_GRACE_SECONDS } from '@shared/api-client';
import { Button, formatNumber } from '@shared/ui';
import styled from 'styled-components';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};

  & p {
    margin: 0;
    flex: 1 1 14rem;
  }
`;

/** How closing the run stands: on its way, waiting for the connection, or failed (with a retry). */
export type TimeUpState = 'closing' | 'offline' | 'failed';

const TEXT: Record<TimeUpState, string> = {
  closing: 'زمان آزمون به پایان رسید. در حال فرستادن پاسخ‌ها و رفتن به نتیجه…',
  offline: `زمان آزمون به پایان رسید و اتصال اینترنت قطع است. پاسخ‌هایی که پیش از پایان زمان انتخاب کرده‌اید در همین مرورگر نگه داشته شده‌اند و اگر تا ${formatNumber(
    QUIZ_LATE_PICK_GRACE_SECONDS / 60,
  )} دقیقه پس از پایان زمان فرستاده شوند حساب می‌شوند. با برگشتن اتصال خودبه‌خود فرستاده می‌شوند و نتیجه باز می‌شود.`,
  failed:
    'زمان آزمون به پایان رسید، اما ارتباط با سرور برقرار نشد. پاسخ‌های شما در همین مرورگر نگه داشته شده‌اند؛ دوباره تلاش کنید.',
};

/** Shown when the run has ended while it is being closed: what is happening, and a retry if the network failed. */
export function TimeUpNotice({
  state,
  onRetry,
  retrying,
}: {
  state: TimeUpState;
  onRetry: () => void;
  retrying: boolean;
}) {
  const failed = state === 'failed';
  return (
    <Notice role="alert">
      <p>{TEXT[state]}</p>
      {failed && (
        <Button onClick={onRetry} loading={retrying}>
          دیدن نتیجه
        </Button>
      )}
    </Notice>
  );
}
