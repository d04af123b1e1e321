import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Skeleton } from './Skeleton.tsx';
import { SkeletonText } from './SkeletonText.tsx';

describe('Skeleton', () => {
  it('is invisible to screen readers, which hear the busy region instead', () => {
    renderWithTheme(
      <section aria-label="درس‌ها" aria-busy="true">
        <Skeleton variant="circle" width={48} />
        <SkeletonText lines={2} />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'درس‌ها' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    for (const placeholder of Array.from(region.children)) {
      expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('draws a circle as wide as it is tall', () => {
    const { container } = renderWithTheme(<Skeleton variant="circle" width={48} />);
    expect(container.firstElementChild).toHaveStyle({ inlineSize: '48px', blockSize: '48px', borderRadius: '50%' });
  });

  it('draws the asked number of text lines, the last one shorter', () => {
    const { container } = renderWithTheme(<SkeletonText lines={3} />);
    const lines = Array.from(container.firstElementChild?.children ?? []);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveStyle({ inlineSize: '100%' });
    expect(lines[2]).toHaveStyle({ inlineSize: '60%' });
  });
});
