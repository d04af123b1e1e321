import styled from 'styled-components';

const Chevron = styled.svg<{ $open: boolean }>`
  inline-size: 1.25em;
  block-size: 1.25em;
  flex-shrink: 0;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => theme.motion.fast} ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The trigger's down chevron; it turns over while the menu is open. */
export function SelectChevron({ $open }: { $open: boolean }) {
  return (
    <Chevron $open={$open} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 9l6 6 6-6" />
    </Chevron>
  );
}

/** The check beside the chosen option (aria-selected says it to screen readers). */
export function SelectedCheck() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M5 12l5 5 9-10" />
    </svg>
  );
}
