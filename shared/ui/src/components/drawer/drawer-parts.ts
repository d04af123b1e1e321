import styled, { css, keyframes } from 'styled-components';
import { DRAWER_RAIL_WIDTH_PX, DRAWER_WIDTH_PX } from './drawer-constants.ts';

// Logical properties, so the drawer slides in from the right in right-to-left.
const slideIn = keyframes`
  from { inset-inline-start: -${DRAWER_WIDTH_PX}px; }
  to { inset-inline-start: 0; }
`;

const surface = css`
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &[hidden] {
    display: none;
  }
`;

/** The drawer as a modal panel over the page (mobile). */
export const ModalPanel = styled.div`
  ${surface}
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  inline-size: ${DRAWER_WIDTH_PX}px;
  max-inline-size: 85vw;
  box-shadow: ${({ theme }) => theme.shadow.lg};
  /* Vertical moves scroll; horizontal ones reach the swipe handlers. */
  touch-action: pan-y;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/** The drawer as a column beside the content (desktop), full width or a rail. */
export const PersistentPanel = styled.aside<{ $rail: boolean }>`
  ${surface}
  flex-shrink: 0;
  inline-size: ${({ $rail }) => ($rail ? DRAWER_RAIL_WIDTH_PX : DRAWER_WIDTH_PX)}px;
  block-size: 100%;
  overflow-x: hidden;
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};

  @media (prefers-reduced-motion: no-preference) {
    transition: inline-size ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/** The row holding the modal drawer's close button. */
export const DrawerHeader = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => theme.space(2)};
`;
