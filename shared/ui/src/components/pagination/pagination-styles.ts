import styled, { css } from 'styled-components';
import { media } from '../../theme/breakpoints.ts';
import { listReset } from '../../theme/list-reset.ts';

/** The row of page controls. */
export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  ${listReset}

  /* Nine controls of 44 px do not fit a 390 px phone; slightly smaller ones keep one row. */
  ${media.down('sm')} {
    gap: 2px;
  }
`;

/** A page number, previous or next: a link or a button. */
export const pageControl = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 44px;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-decoration: none;
  cursor: pointer;

  ${media.down('sm')} {
    min-inline-size: 36px;
    min-block-size: 40px;
    padding-inline: ${({ theme }) => theme.space(1)};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** The words «صفحهٔ قبل» and «صفحهٔ بعد»: hidden on phones, where the arrows suffice, but still read. */
export const StepLabel = styled.span`
  ${media.down('sm')} {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The «…» of skipped pages. */
export const Gap = styled.span`
  min-inline-size: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
