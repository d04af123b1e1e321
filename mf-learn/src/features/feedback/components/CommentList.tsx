import type { FeedbackItem } from '@shared/api-client';
import { formatDate, plainUserText, RatingDisplay, UserText, listReset } from '@shared/ui';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  p {
    margin: 0;
    line-height: 1.9;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/**
 * Comments on the course: writer, their stars, date and text (plain text,
 * never HTML). The text is a paragraph of its own direction (dir="auto",
 * which a <bdi> inside would hide from it), so it loses its bidi controls
 * without UserText's isolate.
 */
export function CommentList({ items }: { items: readonly FeedbackItem[] }) {
  return (
    <List aria-label="نظرهای دانش‌آموزان">
      {items.map((item) => (
        <Item key={item.id}>
          <header>
            <strong>
              <UserText text={item.user.fullName} />
            </strong>
            {item.rate !== null && <RatingDisplay value={item.rate} />}
            <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
          </header>
          <p dir="auto">{plainUserText(item.body)}</p>
        </Item>
      ))}
    </List>
  );
}
