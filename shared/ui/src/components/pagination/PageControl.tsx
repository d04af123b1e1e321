import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../link/Link.tsx';
import { pageControl } from './pagination-styles.ts';

const ControlButton = styled.button`
  ${pageControl}
`;
const ControlLink = styled(Link)`
  ${pageControl}
`;
const ControlUnavailable = styled.span`
  ${pageControl}
`;

/** Props of {@link PageControl}. */
export interface PageControlProps {
  page: number;
  children: ReactNode;
  /** The link of the page; when absent the control is a button. */
  href?: string;
  onSelect?: (page: number) => void;
  /** Previous at the first page or next at the last. */
  disabled?: boolean;
  current?: boolean;
  'aria-label'?: string;
}

/**
 * One control of the pagination. As links, the ends cannot be disabled, so
 * they become plain text marked aria-disabled.
 */
export function PageControl({
  page,
  children,
  href,
  onSelect,
  disabled = false,
  current = false,
  ...aria
}: PageControlProps) {
  const ariaCurrent = current ? ('page' as const) : undefined;
  if (href !== undefined) {
    if (disabled) {
      return (
        <ControlUnavailable aria-disabled="true" {...aria}>
          {children}
        </ControlUnavailable>
      );
    }
    return (
      <ControlLink to={href} aria-current={ariaCurrent} {...aria}>
        {children}
      </ControlLink>
    );
  }
  return (
    <ControlButton
      type="button"
      disabled={disabled}
      aria-current={ariaCurrent}
      onClick={() => {
        if (!current) onSelect?.(page);
      }}
      {...aria}
    >
      {children}
    </ControlButton>
  );
}
