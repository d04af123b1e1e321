import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

/**
 * A small turning ring in the current text colour. Decorative: the control
 * that shows it says it is busy with aria-busy.
 */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  inline-size: 1.1em;
  block-size: 1.1em;
  border: 2px solid currentColor;
  border-block-start-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    /* A slow turn still says "busy" without fast movement. */
    animation-duration: 2.4s;
  }
`;
