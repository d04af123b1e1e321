import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { StateIcon, StateLayout, StateText, StateTitle } from '../empty-state/state-layout.ts';

/** What most failed loads say: the usual cause is the student's connection, and trying again is the remedy. */
export const CHECK_CONNECTION = 'اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** «مشکلی پیش آمد» by default. */
  title?: ReactNode;
  /** What went wrong, in words a person understands. */
  message?: ReactNode;
  /** Tries again; without it there is no retry button. */
  onRetry?: () => void;
  /** True while the new attempt runs: the button shows it is busy. */
  retrying?: boolean;
  /** «تلاش دوباره» by default. */
  retryLabel?: string;
  /** Heading level of the title, to fit the page's outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M12 3l9.5 17h-19L12 3z" />
      <path d="M12 10v4M12 17.5v.01" strokeLinecap="round" />
    </svg>
  );
}

/**
 * What a page or section shows when loading failed. It is an alert, because
 * it replaces content the person was waiting for without them doing anything.
 */
export function ErrorState({
  title = 'مشکلی پیش آمد',
  message,
  onRetry,
  retrying = false,
  retryLabel = 'تلاش دوباره',
  headingLevel = 2,
}: ErrorStateProps) {
  return (
    <StateLayout role="alert">
      <StateIcon $tone="danger" aria-hidden="true">
        <WarningIcon />
      </StateIcon>
      <StateTitle as={`h${headingLevel}`}>{title}</StateTitle>
      {message && <StateText>{message}</StateText>}
      {onRetry && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </StateLayout>
  );
}
