import styled from 'styled-components';
import { controlBox } from '../text-field/field-parts.tsx';

/** Stacks the boxes and the error text. */
export const OtpRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The row of boxes. */
export const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
`;

/** One digit's box, wide enough for a thumb. */
export const Box = styled.input<{ $invalid: boolean }>`
  ${controlBox}
  inline-size: 44px;
  block-size: 52px;
  padding-inline: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-variant-numeric: tabular-nums;
`;
