import type { ReactNode } from 'react';
import { StateIcon, StateLayout, StateText, StateTitle } from './state-layout.ts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is empty, in Persian («هنوز درسی نیست»). */
  title: ReactNode;
  /** What the person can do about it. */
  text?: ReactNode;
  /** A decorative icon; an empty tray by default. */
  icon?: ReactNode;
  /** A button or link that helps, e.g. «ساخت اولین آزمون». */
  action?: ReactNode;
  /** Heading level of the title, to fit the page's outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

function EmptyTrayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="M3 13l2.5-7h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
      <path d="M3 13h5l1.5 2h5L16 13h5" />
    </svg>
  );
}

/** What a list or page shows when there is nothing in it yet. */
export function EmptyState({ title, text, icon, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <StateLayout>
      <StateIcon $tone="muted" aria-hidden="true">
        {icon ?? <EmptyTrayIcon />}
      </StateIcon>
      <StateTitle as={`h${headingLevel}`}>{title}</StateTitle>
      {text && <StateText>{text}</StateText>}
      {action}
    </StateLayout>
  );
}
