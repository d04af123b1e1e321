import styled, { keyframes } from 'styled-components';
import { media } from '../../theme/breakpoints.ts';
import type { SnackbarType } from '@shared/ui/state';

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

/** The stack at the bottom of the viewport; full width on mobile, at the inline-start corner above. */
export const SnackbarStack = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;

  ${media.up('md')} {
    inset-inline-end: auto;
    inline-size: 420px;
  }
`;

/** One message. */
export const SnackbarCard = styled.div<{ $type: SnackbarType }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => `${theme.space(4)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme, $type }) => ($type === 'error' ? theme.colors.danger : theme.colors.success)};
  color: ${({ theme, $type }) => ($type === 'error' ? theme.colors.onDanger : theme.colors.onSuccess)};
  pointer-events: auto;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${riseIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
`;

/** The message text. */
export const SnackbarText = styled.p`
  flex: 1;
  margin: 0;
`;
