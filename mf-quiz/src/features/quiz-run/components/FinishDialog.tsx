import { Button, Dialog, formatNumber } from '@shared/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { UnsentAnswersError } from '../hooks/use-finish-run.ts';

const Summary = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-inline-start: ${({ theme }) => theme.space(5)};
  line-height: 2;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Props of {@link FinishDialog}. */
export interface FinishDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  finishing: boolean;
  /** Offline: finishing waits for the connection (and goes on by itself when it is back). */
  waitingForConnection: boolean;
  error: Error | null;
  total: number;
  answered: number;
  unsent: number;
  /** Positions (1-based) of the questions flagged for review. */
  review: readonly number[];
}

function problemText(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (error instanceof UnsentAnswersError) {
    return 'بعضی از پاسخ‌ها هنوز ارسال نشده‌اند. اتصال اینترنت را بررسی کنید و دوباره «پایان آزمون» را بزنید.';
  }
  return 'پایان دادن به آزمون ممکن نشد. دوباره تلاش کنید.';
}

/** Asks before finishing: after it, no answer can change. Says what is left unanswered or unsent. */
export function FinishDialog({
  open,
  onClose,
  onConfirm,
  finishing,
  waitingForConnection,
  error,
  total,
  answered,
  unsent,
  review,
}: FinishDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const problem = problemText(error);
  return (
    <Dialog
      open={open}
      onClose={finishing ? () => undefined : onClose}
      title="پایان آزمون"
      initialFocusRef={stayRef}
      footer={
        <Footer>
          <Button variant="danger" loading={finishing} onClick={onConfirm}>
            بله، آزمون را تمام کن
          </Button>
          <Button ref={stayRef} variant="secondary" onClick={onClose} disabled={finishing}>
            ادامهٔ آزمون
          </Button>
        </Footer>
      }
    >
      <p>پس از پایان آزمون دیگر نمی‌توانید پاسخ‌ها را تغییر دهید.</p>
      <Summary>
        <li>
          {formatNumber(answered)} سؤال از {formatNumber(total)} سؤال پاسخ داده شده است.
        </li>
        {total - answered > 0 && <li>{formatNumber(total - answered)} سؤال بی‌پاسخ مانده است.</li>}
        {unsent > 0 && <li>{formatNumber(unsent)} پاسخ هنوز ارسال نشده و پیش از پایان فرستاده می‌شود.</li>}
        {review.length > 0 && (
          <li>
            {formatNumber(review.length)} سؤال را برای مرور علامت زده‌اید:{' '}
            {review.map((position) => `سؤال ${formatNumber(position)}`).join('، ')}.
          </li>
        )}
      </Summary>
      {waitingForConnection && (
        <Problem role="status">
          اتصال اینترنت قطع است. آزمون با برگشتن اتصال خودبه‌خود به پایان می‌رسد و پاسخ‌هایتان پیش از آن فرستاده
          می‌شوند. برای ادامهٔ پاسخ دادن «ادامهٔ آزمون» را بزنید.
        </Problem>
      )}
      {problem && !waitingForConnection && <Problem role="alert">{problem}</Problem>}
    </Dialog>
  );
}
