import { fireEvent, screen } from '@testing-library/react';
import { renderComponent } from '@shared/ui/testing';
import { ZoomableImages } from './ZoomableImages.tsx';

const HTML =
  '<p>متن</p><img src="/media/a.png" alt="نمودار یک"><a href="/x"><img src="/media/b.png" alt=""></a>' +
  '<img src="javascript:alert(1)" alt="بد">';

function renderBody() {
  return renderComponent(
    <ZoomableImages html={HTML}>
      {/* Stands for ArticleHtml: sanitised HTML the page did not write. */}
      <div dangerouslySetInnerHTML={{ __html: HTML }} />
    </ZoomableImages>,
  );
}

describe('ZoomableImages', () => {
  it('makes each safe picture of the HTML a named button, and leaves an unsafe one alone', () => {
    renderBody();
    expect(screen.getByRole('button', { name: 'نمایش بزرگ: نمودار یک' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'نمایش بزرگ: تصویر مقاله' })).toBeInTheDocument();
    expect(screen.getByAltText('بد')).not.toHaveAttribute('role');
  });

  it('opens the viewer on the picture pressed, with the keyboard too, and not the link around it', () => {
    renderBody();
    const inLink = screen.getByRole('button', { name: 'نمایش بزرگ: تصویر مقاله' });
    expect(fireEvent.click(inLink)).toBe(false);
    expect(screen.getByRole('dialog', { name: 'تصویرهای مقاله' })).toBeInTheDocument();
    expect(screen.getByText('۲ از ۲', { selector: 'span' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
  });

  it('opens with Enter on a focused picture', () => {
    renderBody();
    const first = screen.getByRole('button', { name: 'نمایش بزرگ: نمودار یک' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(screen.getByText('۱ از ۲', { selector: 'span' })).toBeInTheDocument();
  });
});
