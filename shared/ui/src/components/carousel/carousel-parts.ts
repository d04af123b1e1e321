import styled from 'styled-components';

/** The carousel region. */
export const CarouselRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The window onto the track; embla moves the track inside it, or it scrolls natively. */
export const Viewport = styled.div<{ $native: boolean }>`
  overflow-x: ${({ $native }) => ($native ? 'auto' : 'hidden')};
  overflow-y: hidden;
`;

/** The row of slides. */
export const Track = styled.div`
  display: flex;
  /* Vertical moves scroll the page; horizontal ones drag the carousel. */
  touch-action: pan-y pinch-zoom;
  margin-inline-start: calc(${({ theme }) => theme.space(3)} * -1);
`;

/** One slide; `$size` is its share of the viewport. */
export const Slide = styled.div<{ $size: string }>`
  flex: 0 0 ${({ $size }) => $size};
  min-inline-size: 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
`;

/** The previous and next buttons, previous at the inline start. */
export const Controls = styled.div`
  display: flex;
  justify-content: space-between;
`;

/** A previous or next button. */
export const NavButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
`;
