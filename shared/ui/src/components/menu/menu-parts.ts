import styled, { css } from 'styled-components';

/** Holds the button and the popup; the hover area of a hover-opened menu. */
export const MenuRoot = styled.div`
  position: relative;
  display: inline-block;
`;

/** The button that opens the menu. */
export const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-block-size: 40px;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

/** The popup list, under the button and aligned with its inline-start edge. */
export const MenuList = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(1)});
  inset-inline-start: 0;
  /* Above the page content, below drawers and dialogs. */
  z-index: ${({ theme }) => theme.zIndex.header};
  min-inline-size: 12rem;
  margin: 0;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** Shared look of link and action items. */
export const menuItemStyle = css`
  display: block;
  inline-size: 100%;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, transparent);
  }
`;

/** An action item. */
export const MenuActionButton = styled.button`
  ${menuItemStyle}
`;
