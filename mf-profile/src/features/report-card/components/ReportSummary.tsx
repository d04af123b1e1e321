import type { ReportCard } from '@shared/api-client';
import { formatDate, formatNumber, UserText } from '@shared/ui';
import styled from 'styled-components';
import { ProfileAvatar } from '../../../components/ProfileAvatar.tsx';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Who the card belongs to, their average and when it was issued. */
export function ReportSummary({ card }: { card: ReportCard }) {
  return (
    <Box>
      <ProfileAvatar src={card.student.avatar} name={card.student.fullName} size={56} />
      <Facts>
        <div>
          <dt>دانش‌آموز</dt>
          <dd>
            <UserText text={card.student.fullName} />
          </dd>
        </div>
        {card.student.grade_name && (
          <div>
            <dt>پایه</dt>
            <dd>
              <bdi>{card.student.grade_name}</bdi>
            </dd>
          </div>
        )}
        {/* No average before the first score: «۰ از ۲۰» would read as a failed year. */}
        {card.courses.length > 0 && (
          <div>
            <dt>میانگین</dt>
            <dd>
              {formatNumber(card.average_score, { maximumFractionDigits: 2 })} از {formatNumber(card.max_score)}
            </dd>
          </div>
        )}
        <div>
          <dt>تاریخ صدور</dt>
          <dd>{formatDate(card.issued_at)}</dd>
        </div>
      </Facts>
    </Box>
  );
}
