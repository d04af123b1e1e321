import { renderArea, routesOf, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
import { routes } from '../routes.ts';
import Certificate from '../pages/Certificate.tsx';
import Certificates from '../pages/Certificates.tsx';
import Content from '../pages/Content.tsx';
import CourseList from '../pages/CourseList.tsx';
import CoursePage from '../pages/CoursePage.tsx';
import Grades from '../pages/Grades.tsx';
import MyCourses from '../pages/MyCourses.tsx';
import Roadmap from '../pages/Roadmap.tsx';
import Section from '../pages/Section.tsx';
import Teacher from '../pages/Teacher.tsx';

export { announceSession, setUpTestApi, setViewportWidth } from '@shared/ui/testing';

/** The learn routes (src/routes.ts), in the course layout: its sidebar and bottom bar. */
export const LEARN: AreaKitOptions = {
  routes: routesOf(routes, {
    CourseList,
    CoursePage,
    Grades,
    MyCourses,
    Roadmap,
    Section,
    Content,
    Teacher,
    Certificates,
    Certificate,
  }),
  main: true,
  slots: { sidebar: 'ستون کناری دوره', bottomBar: 'نوار پایین' },
};

/** What a rendered learn page offers a test. */
export type RenderedLearn = RenderedArea;

/** Renders the learn area at an address as the shell would. */
export function renderLearn(path: string): RenderedLearn {
  return renderArea(LEARN, path);
}
