import type { QuizCard } from '@shared/api-client';
import { Card, ResponsiveImage } from '@shared/ui';
import styled from 'styled-components';
import { quizPaths } from '../../../lib/paths.ts';
import { durationText, questionCountText } from './quiz-facts.ts';

const Description = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  & li + li::before {
    content: '•';
    margin-inline-end: ${({ theme }) => theme.space(2)};
  }
`;

/** A quiz in a list: picture, title (the link), a few lines about it, and its size and duration. */
export function QuizCardItem({ quiz, headingLevel = 2 }: { quiz: QuizCard; headingLevel?: 2 | 3 }) {
  const { large, medium, thumbnail } = quiz.image_styles.styles;
  return (
    <Card
      to={quizPaths.quiz(quiz.slug)}
      headingLevel={headingLevel}
      title={<bdi>{quiz.title}</bdi>}
      media={
        <ResponsiveImage
          src={large ?? medium ?? thumbnail}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw"
        />
      }
      footer={
        <Facts>
          <li>{questionCountText(quiz.question_count)}</li>
          <li>{durationText(quiz.duration_minutes)}</li>
          <li>
            <bdi>{quiz.grade.name}</bdi>
          </li>
        </Facts>
      }
    >
      <Description dir="auto">{quiz.description}</Description>
    </Card>
  );
}
