import { render } from '@testing-library/react';
import { themeFor } from '@shared/ui';
import { ThemeProvider } from 'styled-components';
import { Highlight } from './Highlight.tsx';

function renderHighlight(text: string, query: string) {
  return render(
    <ThemeProvider theme={themeFor('light')}>
      <p data-testid="line">
        <Highlight text={text} query={query} />
      </p>
    </ThemeProvider>,
  ).getByTestId('line');
}

describe('Highlight', () => {
  it('marks each match and keeps the rest of the text as it was', () => {
    const line = renderHighlight('کتاب و کتابخانه', 'کتاب');
    expect(Array.from(line.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['کتاب', 'کتاب']);
    expect(line).toHaveTextContent('کتاب و کتابخانه');
  });

  it('marks the Persian spelling for an Arabic-letter query', () => {
    const line = renderHighlight('کیمیا', 'كيميا');
    expect(line.querySelector('mark')).toHaveTextContent('کیمیا');
  });

  it('shows HTML in the text or the query as characters, never as elements', () => {
    const payload = '"><img src=x onerror=alert(1)>';
    const line = renderHighlight(`پیش ${payload} پس`, payload);
    expect(line.querySelector('img')).toBeNull();
    expect(line.querySelector('mark')).toHaveTextContent(payload);
    expect(line).toHaveTextContent(`پیش ${payload} پس`);
  });

  it('shows the text unmarked when the query has RegExp characters that do not occur', () => {
    const line = renderHighlight('کتاب', '(.*[');
    expect(line.querySelector('mark')).toBeNull();
    expect(line).toHaveTextContent('کتاب');
  });
});
