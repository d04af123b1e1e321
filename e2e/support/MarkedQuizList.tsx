import QuizList from '../../mf-quiz/src/pages/QuizList.tsx';
import { RELEASE_MARKER } from './release-marker.ts';

/** The quiz list of the test's second release: the real page with a visible change above it. */
export default function MarkedQuizList() {
  return (
    <>
      <p data-release-marker="">{RELEASE_MARKER}</p>
      <QuizList />
    </>
  );
}
