import { createGlobalStyle } from 'styled-components';

/** Base page styles: colours from the theme, a visible focus ring everywhere. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.8;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  /* Numbered lists count in Persian digits (۱. ۲. …) like the rest of the page, also in article HTML. */
  ol { list-style-type: persian; }
  .visually-hidden {
    position: absolute !important;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .skip-link {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space(2)};
    inset-block-start: -100px;
    z-index: ${({ theme }) => theme.zIndex.dialog};
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
  }
  .skip-link:focus { inset-block-start: ${({ theme }) => theme.space(2)}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
