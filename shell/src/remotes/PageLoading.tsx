import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(-100%); }
`;

const Bar = styled.div`
  position: relative;
  height: 3px;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

/** Shown while an area's page is on its way: a thin progress bar, announced politely. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite">
      <Bar />
      <span className="visually-hidden">در حال بارگذاری…</span>
    </div>
  );
}
