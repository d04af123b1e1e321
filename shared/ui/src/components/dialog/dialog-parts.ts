import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** The dimmed layer behind modal surfaces (z-index overlay, spec section 9). */
export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/**
 * Centres the dialog above the backdrop. It lets pointer events through so a
 * click beside the dialog reaches the backdrop.
 */
export const Positioner = styled.div<{ $fullScreen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme, $fullScreen }) => ($fullScreen ? '0' : theme.space(4))};
  pointer-events: none;
`;

/** The dialog surface. */
export const Panel = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-inline-size: ${({ $fullScreen }) => ($fullScreen ? 'none' : '560px')};
  block-size: ${({ $fullScreen }) => ($fullScreen ? '100dvh' : 'auto')};
  max-block-size: 100%;
  overflow: hidden;
  pointer-events: auto;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme, $fullScreen }) => ($fullScreen ? '0' : theme.radius.lg)};
  box-shadow: ${({ theme, $fullScreen }) => ($fullScreen ? 'none' : theme.shadow.lg)};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${riseIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/** The title row with the close button at its end. */
export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => `${theme.space(5)} ${theme.space(3)}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The dialog's title, which also names it for assistive technology. */
export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The scrollable content. */
export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space(5)};
`;

/** The row of actions under the content. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
