import type { ReportCard } from '@shared/api-client';
import { BarChart } from '@shared/ui';
import styled from 'styled-components';
import { scoreChart } from '../utils/score-bars.ts';
import { scoresByMonth } from '../utils/score-months.ts';

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Caption = styled.figcaption`
  margin-block-end: ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The charts of a report card: one bar per course, the mean of each month, then one chart of quizzes per course. */
export function ScoreFigures({ card }: { card: ReportCard }) {
  const months = scoresByMonth(card).map((month) => ({ label: month.label, score: month.average, max: month.max }));
  const courses = card.courses.map((course) => ({
    label: course.course.title,
    score: course.score,
    max: course.max_score,
  }));
  const withQuizzes = card.courses.filter((course) => course.quizzes.length > 0);
  return (
    <>
      <Figure>
        <Caption>نمرهٔ هر دوره</Caption>
        <BarChart {...scoreChart(courses, 'نمودار نمرهٔ دوره‌ها')} />
      </Figure>
      <Figure>
        <Caption>میانگین نمره در هر ماه</Caption>
        <BarChart {...scoreChart(months, 'نمودار میانگین نمره در هر ماه')} />
      </Figure>
      <section aria-labelledby="quiz-charts-heading">
        <Heading id="quiz-charts-heading">نمرهٔ آزمون‌های هر دوره</Heading>
        <Stack>
          {withQuizzes.map((course) => (
            <Figure key={course.course.slug}>
              <Caption>
                <bdi>{course.course.title}</bdi>
              </Caption>
              <BarChart
                {...scoreChart(
                  course.quizzes.map((quiz) => ({ label: quiz.title, score: quiz.score, max: quiz.max_score })),
                  `نمودار آزمون‌های ${course.course.title}`,
                )}
              />
            </Figure>
          ))}
        </Stack>
      </section>
    </>
  );
}
