import styled from 'styled-components';
import { formatNumber } from '../../format/persian.ts';
import { Star, starFill } from './Star.tsx';

/** Stars out of which a rating is given (spec section 9). */
export const RATING_MAX = 5;

/** Props of {@link RatingDisplay}. */
export interface RatingDisplayProps {
  /** 0 to 5; averages like 4.3 are shown to the nearest half star. */
  value: number;
  className?: string;
}

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  vertical-align: middle;
`;

/** A rating shown, not chosen: an image named «امتیاز ۴٫۵ از ۵». */
export function RatingDisplay({ value, className }: RatingDisplayProps) {
  const shown = Math.min(RATING_MAX, Math.max(0, value));
  const name = `امتیاز ${formatNumber(shown, { maximumFractionDigits: 1 })} از ${formatNumber(RATING_MAX)}`;
  return (
    <Stars role="img" aria-label={name} className={className}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star key={index} fill={starFill(index + 1, shown)} />
      ))}
    </Stars>
  );
}
