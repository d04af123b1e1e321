import { formatDuration } from '@shared/ui';
import styled from 'styled-components';

const Timer = styled.div<{ $urgent: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  & time {
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

const Warning = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.danger};

  &:empty {
    display: none;
  }
`;

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
    </svg>
  );
}

/** What a screen reader hears as time runs short; once per threshold, not every second. */
function warningFor(secondsLeft: number): string {
  if (secondsLeft === 0) return 'زمان آزمون به پایان رسید.';
  if (secondsLeft <= 60) return 'کمتر از یک دقیقه از زمان آزمون مانده است.';
  if (secondsLeft <= 300) return 'کمتر از پنج دقیقه از زمان آزمون مانده است.';
  return '';
}

/** The time left of a timed run, in Persian digits; a warning at five minutes and at one, red in the last minute. */
export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const minutes = Math.floor(secondsLeft / 60);
  return (
    <>
      <Timer role="timer" aria-label={`زمان باقی‌مانده: ${formatDuration(secondsLeft)}`} $urgent={secondsLeft <= 60}>
        <ClockIcon />
        <span aria-hidden="true">زمان باقی‌مانده</span>
        <time dir="ltr" dateTime={`PT${minutes}M${secondsLeft % 60}S`} aria-hidden="true">
          {formatDuration(secondsLeft)}
        </time>
      </Timer>
      {/* Seen and heard: a screen reader announces each threshold once (the text changes only then). */}
      <Warning role="status">{warningFor(secondsLeft)}</Warning>
    </>
  );
}
