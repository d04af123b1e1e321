import { Button } from '@shared/ui';
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

/** Shown when the clock reaches zero while the run is being closed; a retry if the network failed. */
export function TimeUpNotice({
  failed,
  onRetry,
  retrying,
}: {
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Notice role="alert">
      <p>
        {failed
          ? 'زمان آزمون به پایان رسید، اما ارتباط با سرور برقرار نشد. پاسخ‌های ثبت‌شده محفوظ است.'
          : 'زمان آزمون به پایان رسید. در حال ثبت آزمون و رفتن به نتیجه…'}
      </p>
      {failed && (
        <Button onClick={onRetry} loading={retrying}>
          دیدن نتیجه
        </Button>
      )}
    </Notice>
  );
}
