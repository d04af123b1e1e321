import styled, { createGlobalStyle } from 'styled-components';
import { media } from '@shared/ui';
import { HEADER_HEIGHT, HEADER_ROWS } from './header-metrics.ts';

/**
 * The header bar, fixed at the top. On a desktop it slides away while the
 * reader scrolls down (data-hidden) unless focus is inside it, so keyboard
 * users always see where they are; it moves only if motion is welcome.
 */
export const Banner = styled.header`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &[data-hidden='true']:not(:focus-within) {
    transform: translateY(-100%);
  }
  @media (prefers-reduced-motion: no-preference) {
    transition: transform ${({ theme }) => theme.motion.normal} ease;
  }
`;

/** Keeps the fixed header from covering the top of the page. */
export const HeaderSpacer = styled.div<{ $slim: boolean }>`
  block-size: ${({ $slim }) => ($slim ? HEADER_ROWS.desktopTop : HEADER_HEIGHT.mobile)}px;
  ${media.up('md')} {
    block-size: ${({ $slim }) => ($slim ? HEADER_ROWS.desktopTop : HEADER_HEIGHT.desktop)}px;
  }
`;

/** Anchors and focused elements scroll clear of the fixed header. */
export const HeaderScrollPadding = createGlobalStyle`
  html {
    scroll-padding-block-start: ${HEADER_HEIGHT.mobile + 8}px;
  }
  ${media.up('md')} {
    html {
      scroll-padding-block-start: ${HEADER_HEIGHT.desktop + 8}px;
    }
  }
`;

/** Logo, search and the controls. */
export const TopRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-inline-size: 80rem;
  block-size: ${HEADER_ROWS.mobileTop}px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(2)};

  ${media.up('md')} {
    gap: ${({ theme }) => theme.space(4)};
    block-size: ${HEADER_ROWS.desktopTop}px;
    padding-inline: ${({ theme }) => theme.space(4)};
  }
`;

/** Pushes what follows to the far (inline-end) side. */
export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

/** The desktop main menu row. */
export const NavRow = styled.div`
  display: flex;
  align-items: center;
  max-inline-size: 80rem;
  block-size: ${HEADER_ROWS.desktopNav}px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(2)};
`;

/** The mobile search row; it goes away after 50 px of scroll unless focus is in it. */
export const SearchRow = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  block-size: ${HEADER_ROWS.mobileSearch}px;
  padding-inline: ${({ theme }) => theme.space(3)};

  &[data-collapsed='true']:not(:focus-within) {
    display: none;
  }
`;
