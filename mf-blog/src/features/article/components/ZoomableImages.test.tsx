import { fireEvent, screen } from '@testing-library/react';
import { renderComponent } from '@shared/ui/testing';
import { ZoomableImages } from './ZoomableImages.tsx';

const HTML =
  '<p>متن</p><img src="/media/a.png" alt="نمودار یک"><img src="/media/b.png" alt="">' +
  '<a href="/x"><img src="/media/c.png" alt="پیوند"></a><img src="javascript:alert(1)" alt="بد">';

function renderBody() {
  return renderComponent(
    <ZoomableImages html={HTML}>
      {/* Stands for ArticleHtml: sanitised HTML the page did not write. */}
      <div dangerouslySetInnerHTML={{ __html: HTML }} />
    </ZoomableImages>,
  );
}

describe('ZoomableImages', () => {
  it('makes each safe picture of the HTML a named button; an unsafe one and a link stay as they are', () => {
    renderBody();
    expect(screen.getByRole('button', { name: 'نمایش بزرگ: نمودار یک' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'نمایش بزرگ: تصویر مقاله' })).toBeInTheDocument();
    expect(screen.getByAltText('بد')).not.toHaveAttribute('role');
    expect(screen.getByRole('link', { name: 'پیوند' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('opens the viewer on the picture pressed, among all of them', () => {
    renderBody();
    fireEvent.click(screen.getByRole('button', { name: 'نمایش بزرگ: تصویر مقاله' }));
    expect(screen.getByRole('dialog', { name: 'تصویرهای مقاله' })).toBeInTheDocument();
    expect(screen.getByText('۲ از ۲', { selector: 'span' })).toBeInTheDocument();
  });

  it('opens with Enter on a focused picture', () => {
    renderBody();
    const first = screen.getByRole('button', { name: 'نمایش بزرگ: نمودار یک' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(screen.getByText('۱ از ۲', { selector: 'span' })).toBeInTheDocument();
  });
});
