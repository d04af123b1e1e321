import type { RatingSummary } from '@shared/api-client';
import { formatNumber, RatingDisplay, listReset } from '@shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
`;

const Average = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.2;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Bars = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1 1 14rem;
  ${listReset}
  font-size: ${({ theme }) => theme.font.size.xs};

  li {
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr) 3rem;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Track = styled.span`
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.span<{ $share: number }>`
  display: block;
  block-size: 100%;
  inline-size: ${({ $share }) => $share * 100}%;
  background: ${({ theme }) => theme.colors.warning};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The course's rating: its mean, how many rated, and how many gave each star. */
export function RatingSummaryView({ rating }: { rating: RatingSummary }) {
  if (rating.count === 0) {
    return <Empty data-testid="rating-count">هنوز دانش‌آموزی به این دوره امتیاز نداده است.</Empty>;
  }
  return (
    <Box>
      <Average>
        <strong>{formatNumber(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</strong>
        <RatingDisplay value={rating.average} />
        <span data-testid="rating-count">{formatNumber(rating.count)} رأی</span>
      </Average>
      <Bars aria-label="پراکندگی امتیازها">
        {[5, 4, 3, 2, 1].map((star) => {
          const count = rating.distribution[String(star)] ?? 0;
          return (
            <li key={star}>
              <span>{formatNumber(star)} ستاره</span>
              <Track aria-hidden="true">
                <Fill $share={rating.count > 0 ? count / rating.count : 0} />
              </Track>
              <span>{formatNumber(count)}</span>
            </li>
          );
        })}
      </Bars>
    </Box>
  );
}
