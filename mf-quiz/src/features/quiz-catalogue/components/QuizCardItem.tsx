import type { QuizCard } from '@shared/api-client';
import { Card, MetaList, ResponsiveImage } from '@shared/ui';
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

const Facts = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
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
          <MetaList>
            {questionCountText(quiz.question_count)}
            {durationText(quiz.duration_minutes)}
            <bdi>{quiz.grade.name}</bdi>
          </MetaList>
        </Facts>
      }
    >
      <Description dir="auto">{quiz.description}</Description>
    </Card>
  );
}
