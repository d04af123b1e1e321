import { renderArea, routesOf, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';
import ExamLanding from '../pages/ExamLanding.tsx';
import Question from '../pages/Question.tsx';
import QuestionBank from '../pages/QuestionBank.tsx';
import QuizList from '../pages/QuizList.tsx';
import QuizPage from '../pages/QuizPage.tsx';
import QuizResult from '../pages/QuizResult.tsx';
import QuizRun from '../pages/QuizRun.tsx';
import QuizStart from '../pages/QuizStart.tsx';
import RunResult from '../pages/RunResult.tsx';

export { logInAsStudent, logOut, renderComponent, setUpTestApi, type SeenRequest } from '@shared/ui/testing';

/** The quiz routes (src/routes.ts); its pages fill the sidebar and send a guest to the login page. */
export const QUIZ: AreaKitOptions = {
  routes: routesOf(routes, {
    QuizList,
    QuizRun,
    RunResult,
    QuizPage,
    QuizStart,
    QuizResult,
    QuestionBank,
    Question,
    ExamLanding,
  }),
  slots: { sidebar: 'ستون کناری' },
  elsewhere: { '/user/login': 'صفحهٔ ورود' },
  outside: 'بیرون از بخش آزمون‌ها',
};

/** What a rendered quiz page offers a test. */
export type RenderedQuiz = RenderedArea;

/** Renders the quiz area at an address as the shell would. */
export function renderQuiz(path: string): RenderedQuiz {
  return renderArea(QUIZ, path);
}
