import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { CourseCard } from './CourseCard.tsx';

const COURSE = {
  title: 'فیزیک دهم',
  image_styles: { styles: { thumbnail: '/media/fizik-10-small.png', large: '/media/fizik-10.png' } },
  teacher: { name: 'مریم احمدی' },
  grade: { name: 'دهم' },
  branch: { name: 'ریاضی و فیزیک' },
};

describe('CourseCard', () => {
  it('is one link named by the title, with the byline and the footer its list gives it', () => {
    renderWithTheme(
      <CourseCard course={COURSE} to="/course/fizik-10" sizes="100vw" headingLevel={2} footer={<p>۴٫۵ از ۵</p>} />,
    );
    const link = screen.getByRole('link', { name: /فیزیک دهم/ });
    expect(link).toHaveAttribute('href', '/course/fizik-10');
    expect(screen.getByRole('heading', { level: 2, name: 'فیزیک دهم' })).toBeInTheDocument();
    expect(screen.getByText('مریم احمدی')).toBeInTheDocument();
    expect(screen.getByText('دهم').parentElement).toHaveTextContent('پایهٔ دهم');
    expect(screen.getByText('ریاضی و فیزیک')).toBeInTheDocument();
    expect(screen.getByText('۴٫۵ از ۵')).toBeInTheDocument();
  });
});
