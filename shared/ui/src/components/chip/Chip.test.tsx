import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Chip } from './Chip.tsx';

function ToggleExample() {
  const [selected, setSelected] = useState(false);
  return (
    <Chip selected={selected} onToggle={setSelected}>
      رایگان
    </Chip>
  );
}

describe('Chip', () => {
  it('as a toggle says whether it is on and switches with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ToggleExample />);

    const chip = screen.getByRole('button', { name: 'رایگان' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('as a link marks the current filter', () => {
    renderWithTheme(
      <Chip to="/blog?tag=math" selected>
        ریاضی
      </Chip>,
    );
    const link = screen.getByRole('link', { name: 'ریاضی' });
    expect(link).toHaveAttribute('href', '/blog?tag=math');
    expect(link).toHaveAttribute('aria-current', 'true');
  });

  it('is plain text when it does nothing', () => {
    renderWithTheme(<Chip>تازه</Chip>);
    expect(screen.getByText('تازه')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
