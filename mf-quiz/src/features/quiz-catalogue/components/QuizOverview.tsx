import { PageHeader } from '@shared/ui';
import type { QuizCard } from '@shared/api-client';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QuizFacts } from './QuizFacts.tsx';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-inline-size: 52rem;
`;

const Rules = styled.section`
  & h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-block: 0 ${({ theme }) => theme.space(2)};
  }
  & ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    line-height: 2;
  }
`;

/** Props of {@link QuizOverview}. */
export interface QuizOverviewProps {
  quiz: QuizCard;
  /** The rules, which only a member's quiz info carries. */
  instructions?: readonly string[];
  /** The page's action: start, resume, or log in. */
  action: ReactNode;
}

/** A quiz described: title, description, facts, rules (for members) and the page's action. */
export function QuizOverview({ quiz, instructions = [], action }: QuizOverviewProps) {
  return (
    <Layout>
      <PageHeader title={<bdi>{quiz.title}</bdi>} description={<span dir="auto">{quiz.description}</span>} />
      <QuizFacts quiz={quiz} />
      {instructions.length > 0 && (
        <Rules aria-labelledby="quiz-rules-title">
          <h2 id="quiz-rules-title">پیش از شروع بخوانید</h2>
          <ol>
            {instructions.map((line) => (
              <li key={line} dir="auto">
                {line}
              </li>
            ))}
          </ol>
        </Rules>
      )}
      <div>{action}</div>
    </Layout>
  );
}
