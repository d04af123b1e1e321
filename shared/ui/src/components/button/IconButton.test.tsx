import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label and works from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(
      <IconButton label="بستن" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
