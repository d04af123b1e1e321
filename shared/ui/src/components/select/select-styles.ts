import styled from 'styled-components';
import { controlBox } from '../text-field/field-parts.tsx';

/** The tallest the open menu gets before it scrolls (spec section 9). */
export const SELECT_MENU_MAX_HEIGHT = 310;

/** Anchors the menu under the trigger. */
export const Anchor = styled.div`
  position: relative;
`;

/** The closed select: shows the chosen option and a chevron. */
export const Trigger = styled.div<{ $invalid: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  user-select: none;
`;

/** The placeholder shown while nothing is chosen. */
export const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The open menu of options. */
export const Listbox = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(1)});
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-block-size: ${SELECT_MENU_MAX_HEIGHT}px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** One option; `$active` is the one the keyboard is on. */
export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $active }) =>
    $active ? `color-mix(in srgb, ${theme.colors.primary} 14%, transparent)` : 'transparent'};
  /* The keyboard's option needs a mark that is not colour alone. */
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: -2px;

  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
