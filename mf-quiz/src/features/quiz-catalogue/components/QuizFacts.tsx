import type { QuizCard } from '@shared/api-client';
import { Link } from '@shared/ui';
import styled from 'styled-components';
import { durationText, questionCountText } from './quiz-facts.ts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  & > div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A quiz's size, time, subject, grade and course, as labelled facts. */
export function QuizFacts({ quiz }: { quiz: QuizCard }) {
  return (
    <List>
      <div>
        <dt>تعداد سؤال‌ها</dt>
        <dd>{questionCountText(quiz.question_count)}</dd>
      </div>
      <div>
        <dt>زمان</dt>
        <dd>{durationText(quiz.duration_minutes)}</dd>
      </div>
      <div>
        <dt>درس</dt>
        <dd>
          <bdi>{quiz.subject.name}</bdi>
        </dd>
      </div>
      <div>
        <dt>پایه</dt>
        <dd>
          <bdi>{quiz.grade.name}</bdi>
        </dd>
      </div>
      {quiz.course && (
        <div>
          <dt>دورهٔ مرتبط</dt>
          <dd>
            <Link to={`/course/${encodeURIComponent(quiz.course.slug)}`}>
              <bdi>{quiz.course.title}</bdi>
            </Link>
          </dd>
        </div>
      )}
    </List>
  );
}
