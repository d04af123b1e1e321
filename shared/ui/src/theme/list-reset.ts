import { css } from 'styled-components';

/**
 * A list without the browser's bullets, numbers and indent: most lists of the
 * site are laid out as rows, cards or chips, and keep their list semantics
 * (a screen reader still counts the items).
 */
export const listReset = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
