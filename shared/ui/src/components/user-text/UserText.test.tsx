import { render, screen } from '@testing-library/react';
import { UserText } from './UserText.tsx';

describe('UserText', () => {
  it('shows the text in the order it was written, isolated from the sentence around it', () => {
    render(
      <p data-testid="line">
        نوشتهٔ <UserText text={'\u202Eسارا'} />: <UserText text={'abc\u2067'} dir="ltr" />
      </p>,
    );
    const line = screen.getByTestId('line');
    expect(line.textContent).toBe('نوشتهٔ سارا: abc');
    const [name, word] = line.querySelectorAll('bdi');
    expect(name).not.toHaveAttribute('dir');
    expect(word).toHaveAttribute('dir', 'ltr');
  });
});
