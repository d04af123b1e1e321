import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '../link/Link.tsx';

interface ChipCommonProps {
  children: ReactNode;
  /** A small decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
}

/** Props of {@link Chip}: a static label, a link (`to`) or a toggle (`onToggle`). */
export type ChipProps = ChipCommonProps &
  (
    | { to?: undefined; selected?: undefined; onToggle?: undefined }
    | { to: string; selected?: boolean; onToggle?: undefined }
    | { to?: undefined; selected: boolean; onToggle: (selected: boolean) => void }
  );

const chipStyle = css<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
  text-decoration: none;
  white-space: nowrap;

  & svg {
    inline-size: 1em;
    block-size: 1em;
  }
`;

const interactive = css`
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const StaticChip = styled.span<{ $selected: boolean }>`
  ${chipStyle}
`;

const ToggleChip = styled.button<{ $selected: boolean }>`
  ${chipStyle}
  ${interactive}
`;

const LinkChip = styled(Link)<{ $selected: boolean }>`
  ${chipStyle}
  ${interactive}
`;

/**
 * A small pill: a tag, a filter link or an on/off filter. A toggle says its
 * state with aria-pressed; a selected link (the current filter) with aria-current.
 */
export function Chip({ children, icon, className, to, selected = false, onToggle }: ChipProps) {
  const content = (
    <>
      {icon && <span aria-hidden="true">{icon}</span>}
      {children}
    </>
  );
  if (to !== undefined) {
    return (
      <LinkChip to={to} className={className} $selected={selected} aria-current={selected ? 'true' : undefined}>
        {content}
      </LinkChip>
    );
  }
  if (onToggle) {
    return (
      <ToggleChip
        type="button"
        className={className}
        $selected={selected}
        aria-pressed={selected}
        onClick={() => onToggle(!selected)}
      >
        {content}
      </ToggleChip>
    );
  }
  return (
    <StaticChip className={className} $selected={selected}>
      {content}
    </StaticChip>
  );
}
