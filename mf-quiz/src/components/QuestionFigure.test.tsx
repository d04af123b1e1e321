import { fireEvent, screen } from '@testing-library/react';
import { renderComponent } from '../testing/render-quiz.tsx';
import { QuestionFigure } from './QuestionFigure.tsx';

describe('QuestionFigure', () => {
  it('opens the figure in the image viewer when pressed', () => {
    renderComponent(<QuestionFigure src="/media/figure.png" alt="شکل سؤال Q1" />);
    fireEvent.click(screen.getByRole('button', { name: 'نمایش بزرگ شکل سؤال Q1' }));
    expect(screen.getByRole('dialog', { name: 'شکل سؤال Q1' })).toBeInTheDocument();
  });

  it('offers no viewer for a figure whose address is not a safe image', () => {
    renderComponent(<QuestionFigure src="javascript:alert(1)" alt="شکل سؤال Q2" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for a question without a figure', () => {
    const { container } = renderComponent(<QuestionFigure src={null} alt="شکل" />);
    expect(container).toBeEmptyDOMElement();
  });
});
