import { renderArea, type AreaKitOptions, type RenderedArea } from '@shared/ui/testing';
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

/** The learn rows of the shell's site map, in the course layout: its sidebar and bottom bar. */
const LEARN: AreaKitOptions = {
  routes: [
    ['/courses', CourseList],
    ['/learn', CourseList],
    ['/learn/grade/:grade', CourseList],
    ['/learn/branch/:branch', CourseList],
    ['/learn/:slug', CoursePage],
    ['/education-grade', Grades],
    ['/education-grade/:slug', Grades],
    ['/course/my-courses', MyCourses],
    ['/course/roadmap', Roadmap],
    ['/course/sections/:slug', Section],
    ['/course/content/:lessonSlug/:contentSlug', Content],
    ['/course/content/:slug', Content],
    ['/course/:slug', CoursePage],
    ['/master/:id', Teacher],
    ['/teacher/:id', Teacher],
    ['/certificates', Certificates],
  ],
  main: true,
  slots: { sidebar: 'ستون کناری دوره', bottomBar: 'نوار پایین' },
};

/** What a rendered learn page offers a test. */
export type RenderedLearn = RenderedArea;

/** Renders the learn area at an address as the shell would. */
export function renderLearn(path: string): RenderedLearn {
  return renderArea(LEARN, path);
}
