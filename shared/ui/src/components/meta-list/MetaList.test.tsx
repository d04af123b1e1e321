import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { MetaList } from './MetaList.tsx';

describe('MetaList', () => {
  it('reads as facts separated by a Persian comma, with no dot beside the digits', () => {
    renderWithTheme(
      <p data-testid="line">
        <MetaList>
          <span>ویدیو</span>
          <span>۲۴ ثانیه</span>
          <span>۷ دوره</span>
        </MetaList>
      </p>,
    );
    const line = screen.getByTestId('line');
    expect(line).toHaveTextContent('ویدیو، ۲۴ ثانیه، ۷ دوره');
    expect(line.textContent).not.toMatch(/[\u00b7\u2022\u2219\u22c5]/);
  });

  it('leaves out facts that are not there, without a separator for them', () => {
    const free = false;
    renderWithTheme(
      <p data-testid="line">
        <MetaList>
          {'۳۴ دوره'}
          {null}
          {free && 'رایگان'}
          {''}
          {'صفحهٔ ۱ از ۳'}
        </MetaList>
      </p>,
    );
    expect(screen.getByTestId('line')).toHaveTextContent(/^۳۴ دوره، صفحهٔ ۱ از ۳$/);
  });

  it('draws the separator as a thin bar with room on both sides, not as a character', () => {
    renderWithTheme(
      <MetaList>
        <span>الف</span>
        <span>ب</span>
      </MetaList>,
    );
    expect(screen.getByText('ب').parentElement).toHaveTextContent('، ب');
    // jsdom does not draw pseudo-elements; the style rule is what the browser draws.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rules).toMatch(/::before\{content:'';display:inline-block;inline-size:1px;/);
    expect(rules).not.toMatch(/content:\s*'[^']+'/);
  });
});
