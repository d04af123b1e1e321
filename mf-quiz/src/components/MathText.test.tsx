import { renderComponent as renderWithTheme } from '../testing/render-quiz.tsx';
import { MathText } from './MathText.tsx';

describe('MathText', () => {
  it('typesets the formulas and keeps the words as text', () => {
    const { container } = renderWithTheme(<MathText element="p" text="حاصل $\frac{1}{2}$ کدام است؟" />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveAttribute('dir', 'rtl');
    expect(paragraph.querySelectorAll('.katex')).toHaveLength(1);
    expect(paragraph.textContent).toContain('حاصل ');
    expect(paragraph.textContent).toContain(' کدام است؟');
  });

  it('reads an English sentence inside a Persian question left to right, and an English option as English', () => {
    const { container } = renderWithTheme(
      <>
        <MathText element="p" text="جای خالی را با گزینهٔ مناسب کامل کنید: She ___ to school every day." />
        <MathText text="goes" />
      </>,
    );
    const question = container.querySelector('p')!;
    expect(question).toHaveAttribute('dir', 'rtl');
    expect(question.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^She ___ to school every day\.$/);
    expect(container.querySelector('span[dir="ltr"]')).toHaveTextContent('goes');
  });

  it('never turns the text around formulas into HTML', () => {
    const { container } = renderWithTheme(
      <MathText text={'<img src=x onerror="alert(1)"> و $x$ و <script>alert(2)</script>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('renders a formula that tries to link or run script as harmless text', () => {
    const { container } = renderWithTheme(
      <MathText text={'$\\href{javascript:alert(1)}{x}$ $\\url{https://evil.example}$ $\\htmlId{a}{b}$'} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(container.querySelector('#a')).toBeNull();
  });

  it('shows a broken formula instead of failing', () => {
    const { container } = renderWithTheme(<MathText text="$\frac{1}{$" />);
    expect(container.querySelector('.katex-error')).not.toBeNull();
  });
});
