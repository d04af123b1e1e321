import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onClick when pressed with the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>ذخیره</Button>);

    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while loading keeps its name, says it is busy and ignores further clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        ذخیره
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'ذخیره' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form a second time while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = renderWithTheme(
      <form>
        <Button type="submit" loading>
          ارسال
        </Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);

    await user.click(screen.getByRole('button', { name: 'ارسال' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithTheme(<Button>بیشتر</Button>);
    expect(screen.getByRole('button', { name: 'بیشتر' })).toHaveAttribute('type', 'button');
  });
});
