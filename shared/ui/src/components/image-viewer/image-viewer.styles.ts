import styled, { css, keyframes } from 'styled-components';

/** Dims the page behind the viewer. */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

/** The dialog fills the screen: a toolbar on top, the image below. */
export const Frame = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  grid-template-rows: auto 1fr;
  color: ${({ theme }) => theme.colors.text};
`;

/** The bar above the image, on a surface so its controls keep their contrast. */
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** «۲ از ۵»; it pushes the controls to the end of the bar. */
export const Counter = styled.span`
  margin-inline-end: auto;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The zoom level as a percentage. */
export const ZoomLevel = styled.output`
  min-inline-size: 4ch;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A round icon button; disabled ones stay visible but faded, so the ends of the list are obvious. */
export const ToolButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

/** Holds the stage and the previous and next buttons laid over it. */
export const StageArea = styled.div`
  position: relative;
  min-block-size: 0;
`;

/** Previous sits at the start of the reading direction, next at the end. */
export const NavButton = styled(ToolButton)<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  transform: translateY(-50%);
  z-index: 1;
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ $side, theme }) =>
    $side === 'start'
      ? css`
          inset-inline-start: ${theme.space(3)};
        `
      : css`
          inset-inline-end: ${theme.space(3)};
        `}
`;

/** Where the image is shown and dragged; a grab cursor tells that a zoomed-in image can be moved. */
export const Stage = styled.div<{ $grab: boolean }>`
  position: absolute;
  inset: 0;
  display: grid;
  /* A cell the size of the stage, so the image's max size of 100% means the stage. */
  grid-template: minmax(0, 1fr) / minmax(0, 1fr);
  place-items: center;
  overflow: hidden;
  /* The viewer handles pan and pinch itself; the browser must not scroll or zoom the page. */
  touch-action: none;
  user-select: none;
  cursor: ${({ $grab }) => ($grab ? 'grab' : 'default')};
  /* One grid cell for all: the spinner sits over the image while it loads. */
  & > * {
    grid-area: 1 / 1;
  }
  &[data-state='dragging'] {
    cursor: ${({ $grab }) => ($grab ? 'grabbing' : 'default')};
  }
`;

/** The image itself; its scale and offset come from an inline transform. */
export const ViewedImage = styled.img<{ $hidden: boolean; $animate: boolean }>`
  max-inline-size: 100%;
  max-block-size: 100%;
  object-fit: contain;
  transform-origin: center;
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  transition: ${({ $animate, theme }) => ($animate ? `transform ${theme.motion.fast} ease-out` : 'none')};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Turns while the image loads. */
export const Spinner = styled.span`
  display: inline-block;
  inline-size: 48px;
  block-size: 48px;
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** The broken-image notice sits on a surface so its text keeps its contrast over any page. */
export const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    inline-size: 64px;
    block-size: 64px;
  }
`;
