import { screen } from '@testing-library/react';
import { renderComponent } from '@shared/ui/testing';
import { ArticleHtml } from './ArticleHtml.tsx';

describe('ArticleHtml', () => {
  it('shows code left to right inside a right-to-left article, as it was written', () => {
    renderComponent(<ArticleHtml html={'<p>برای نمونه <code>x = 2</code>:</p><pre>if (x &gt; 1) print(x)</pre>'} />);
    const block = screen.getByText('if (x > 1) print(x)');
    expect(getComputedStyle(block)).toMatchObject({ direction: 'ltr', textAlign: 'left' });
    expect(getComputedStyle(screen.getByText('x = 2')).direction).toBe('ltr');
  });
});
