import { LoginPrompt, usePageTitle } from '@shared/ui';
import { useParams } from '@shared/router';
import styled from 'styled-components';
import { ButtonLink } from '../components/button-link.ts';
import { QuizOverview } from '../features/quiz-catalogue/components/QuizOverview.tsx';
import { QuizPageState } from '../features/quiz-catalogue/components/QuizPageState.tsx';
import { StartButton } from '../features/quiz-catalogue/components/StartButton.tsx';
import { useQuiz } from '../features/quiz-catalogue/hooks/use-quiz.ts';
import { quizPaths } from '../lib/paths.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /quiz/{slug}: what the quiz is, and the way in (start, resume, or log in first). */
export default function QuizPage() {
  const { slug = '' } = useParams();
  const { session, info, quiz, error, retry, retrying } = useQuiz(slug);
  usePageTitle(quiz?.title);

  let content;
  if (!quiz) {
    content = <QuizPageState error={error} onRetry={retry} retrying={retrying} />;
  } else if (session !== 'in' || !info) {
    content = (
      <QuizOverview
        quiz={quiz}
        action={
          <LoginPrompt backTo={quizPaths.start(quiz.slug)}>
            برای شرکت در آزمون و ذخیرهٔ پاسخ‌ها وارد حساب کاربری‌تان شوید.
          </LoginPrompt>
        }
      />
    );
  } else {
    const lastRun = info.finished_runs[0]?.id;
    content = (
      <QuizOverview
        quiz={info}
        instructions={info.instructions}
        action={
          <Actions>
            {info.has_run_in_progress ? (
              <ButtonLink to={quizPaths.run(info.code)}>ادامهٔ آزمون نیمه‌تمام</ButtonLink>
            ) : (
              // One press starts the run: the rules are on this page already, so no second page asks again.
              <StartButton quizCode={info.code} />
            )}
            {lastRun !== undefined && (
              <ButtonLink $variant="secondary" to={quizPaths.quizResult(info.slug, lastRun)}>
                نتیجهٔ آخرین آزمون شما
              </ButtonLink>
            )}
          </Actions>
        }
      />
    );
  }
  return (
    <section data-area="quiz" data-page="QuizPage">
      {content}
    </section>
  );
}
