import { LoginPrompt, usePageTitle } from '@shared/ui';
import { useParams } from '@shared/router';
import { ButtonLink } from '../components/button-link.ts';
import { QuizOverview } from '../features/quiz-catalogue/components/QuizOverview.tsx';
import { QuizPageState } from '../features/quiz-catalogue/components/QuizPageState.tsx';
import { StartButton } from '../features/quiz-catalogue/components/StartButton.tsx';
import { useQuiz } from '../features/quiz-catalogue/hooks/use-quiz.ts';
import { quizPaths } from '../lib/paths.ts';

/** /quiz/{slug}/start: the rules, then the start (or the run already in progress). */
export default function QuizStart() {
  const { slug = '' } = useParams();
  const { session, info, quiz, error, retry, retrying } = useQuiz(slug);
  usePageTitle(quiz ? `شروع ${quiz.title}` : undefined);

  let content;
  if (!quiz) {
    content = <QuizPageState error={error} onRetry={retry} retrying={retrying} />;
  } else if (session !== 'in' || !info) {
    content = (
      <QuizOverview
        quiz={quiz}
        action={
          <LoginPrompt>برای شروع آزمون وارد حساب کاربری‌تان شوید؛ پس از ورود به همین صفحه برمی‌گردید.</LoginPrompt>
        }
      />
    );
  } else {
    content = (
      <QuizOverview
        quiz={info}
        instructions={info.instructions}
        action={
          info.has_run_in_progress ? (
            <ButtonLink to={quizPaths.run(info.code)}>ادامهٔ آزمون نیمه‌تمام</ButtonLink>
          ) : (
            <StartButton quizCode={info.code} />
          )
        }
      />
    );
  }
  return (
    <section data-area="quiz" data-page="QuizStart">
      {content}
    </section>
  );
}
