import { useParams } from '@shared/router';
import { RunView } from '../features/quiz-run/components/RunView.tsx';

/** /quiz/run/{code} (course layout, login required): a quiz run, resumed where it was left. */
export default function QuizRun() {
  const { code = '' } = useParams();
  return (
    <section data-area="quiz" data-page="QuizRun">
      <RunView key={code} quizCode={code} />
    </section>
  );
}
