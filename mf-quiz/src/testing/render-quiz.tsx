import path from 'node:path';
import { renderArea, routesOf, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';

export { logInAsStudent, logOut, renderComponent, setUpTestApi, type SeenRequest } from '@shared/ui/testing';

/** The quiz routes (src/routes.ts); its pages fill the sidebar and send a guest to the login page. */
export const QUIZ: AreaKitOptions = {
  routes: routesOf(routes, path.join(__dirname, '..', 'pages')),
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
