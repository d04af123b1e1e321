import { Button, formatNumber } from '@shared/ui';
import styled from 'styled-components';
import { StepButtons } from './StepButtons.tsx';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Props of {@link QuestionUnavailable}. */
export interface QuestionUnavailableProps {
  /** 0-based place of the question asked for. */
  index: number;
  count: number;
  /** Offline (it will load when the connection is back), or the server failed (try again). */
  reason: 'offline' | 'failed';
  onRetry: () => void;
  retrying: boolean;
  onMove: (index: number) => void;
  onFinish: () => void;
}

/**
 * A question the run cannot show yet: it was never loaded and the connection
 * is gone (it loads by itself when it is back), or the server failed. The
 * ways to the other questions and to finishing stay open, so the run never
 * freezes on it.
 */
export function QuestionUnavailable({
  index,
  count,
  reason,
  onRetry,
  retrying,
  onMove,
  onFinish,
}: QuestionUnavailableProps) {
  const headingId = `quiz-question-unavailable-${index}`;
  const last = index >= count - 1;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        سؤال {formatNumber(index + 1)} از {formatNumber(count)}
      </h2>
      <p role="status">
        {reason === 'offline'
          ? 'این سؤال هنوز بارگذاری نشده است و اتصال اینترنت قطع است. با برگشتن اتصال خودبه‌خود نمایش داده می‌شود؛ تا آن وقت می‌توانید به سؤال‌هایی که دیده‌اید بروید.'
          : 'سؤال بارگذاری نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.'}
      </p>
      <Actions>
        {reason === 'failed' && (
          <Button onClick={onRetry} loading={retrying}>
            تلاش دوباره
          </Button>
        )}
        <StepButtons index={index} last={last} onMove={onMove} onFinish={onFinish} />
      </Actions>
    </Panel>
  );
}
