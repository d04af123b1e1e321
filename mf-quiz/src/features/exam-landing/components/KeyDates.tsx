import { formatDate, listReset } from '@shared/ui';
import styled from 'styled-components';
import { MAHA_EXAM } from '../exam-content.ts';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}

  & li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-block-start: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
  & li[data-past] {
    border-block-start-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & time {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const TEHRAN = 'Asia/Tehran';

/** «جمعه، ۲۵ دی ۱۴۰۵ ساعت ۹:۰۰» in Tehran time (ICU's full style puts the weekday last in Persian). */
function examDate(at: string, withTime: boolean): string {
  const weekday = formatDate(at, { weekday: 'long', timeZone: TEHRAN });
  const date = formatDate(
    at,
    withTime ? { dateStyle: 'long', timeStyle: 'short', timeZone: TEHRAN } : { dateStyle: 'long', timeZone: TEHRAN },
  );
  return `${weekday}، ${date}`;
}

/** The exam's dates in the Persian calendar; the ones past are dimmed and say so. */
export function KeyDates({ now }: { now: Date }) {
  return (
    <section aria-labelledby="maha-dates-title">
      <Heading id="maha-dates-title">تاریخ‌های مهم</Heading>
      <List>
        {MAHA_EXAM.dates.map((date) => {
          const past = new Date(date.at).getTime() < now.getTime();
          return (
            <li key={date.id} data-past={past || undefined}>
              <span>
                {date.label}
                {past && ' (گذشته)'}
              </span>
              <time dateTime={date.at}>{examDate(date.at, date.id === 'exam')}</time>
            </li>
          );
        })}
      </List>
    </section>
  );
}
