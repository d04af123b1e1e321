import styled from 'styled-components';

/** How much of a star is filled. */
export type StarFill = 'full' | 'half' | 'empty';

const Frame = styled.span`
  position: relative;
  display: inline-block;
  inline-size: 1.25em;
  block-size: 1.25em;
  line-height: 0;

  & svg {
    inline-size: 100%;
    block-size: 100%;
  }
`;

/* The filled star is clipped to the start half for a half star; with a
   logical inset that is the right half on this right-to-left page. */
const Filled = styled.span<{ $fill: StarFill }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $fill }) => ($fill === 'full' ? '100%' : $fill === 'half' ? '50%' : '0')};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.warning};

  & svg {
    inline-size: 1.25em;
  }
`;

const Outline = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** One star, full, half or empty. Decorative: the rating names the value. */
export function Star({ fill }: { fill: StarFill }) {
  return (
    <Frame aria-hidden="true">
      <Outline>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d={STAR_PATH} />
        </svg>
      </Outline>
      <Filled $fill={fill}>
        <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="1.5">
          <path d={STAR_PATH} />
        </svg>
      </Filled>
    </Frame>
  );
}

/** The fill of star number `position` (from 1) for a value rounded to halves. */
export function starFill(position: number, value: number): StarFill {
  const rounded = Math.round(value * 2) / 2;
  if (rounded >= position) return 'full';
  if (rounded >= position - 0.5) return 'half';
  return 'empty';
}
