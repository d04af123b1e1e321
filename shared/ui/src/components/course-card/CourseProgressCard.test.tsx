import { screen } from '@testing-library/react';
import type { ProfileCourse } from '@shared/api-client';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { CourseProgressCard } from './CourseProgressCard.tsx';

const COURSE: ProfileCourse = {
  id: 7,
  title: 'ریاضی نهم',
  slug: 'riazi-9',
  image_styles: { styles: { thumbnail: '/media/riazi-9-small.png', large: '/media/riazi-9.png' } },
  teacher: { name: 'علی رضایی' },
  grade: { name: 'نهم', slug: 'grade-9' },
  progress_percent: 45,
  contents_count: 20,
  completed_contents: 9,
  last_watched_at: null,
};

describe('CourseProgressCard', () => {
  it('links to the page the area names and says how far the student got, in Persian', () => {
    renderWithTheme(<CourseProgressCard course={COURSE} to="/course/riazi-9" sizes="100vw" />);
    expect(screen.getByRole('link', { name: /ریاضی نهم/ })).toHaveAttribute('href', '/course/riazi-9');
    expect(screen.getByText('۹ از ۲۰ ویدیو')).toBeInTheDocument();
    expect(screen.getByText('۴۵٪')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'پیشرفت در ریاضی نهم' })).toBeInTheDocument();
    expect(screen.getByText('هنوز شروع نکرده‌اید')).toBeInTheDocument();
  });
});
