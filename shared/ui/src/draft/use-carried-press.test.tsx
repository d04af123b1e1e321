import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme.tsx';
import { useCarriedPress } from './use-carried-press.ts';

function Favourite({ signedIn, onRun }: { signedIn: boolean; onRun: () => void }) {
  const carried = useCarriedPress('favorite:course:algebra', { ready: signedIn, run: onRun });
  const [left, setLeft] = useState(false);
  return (
    <button type="button" onClick={() => (signedIn ? onRun() : (carried.keep(), setLeft(true)))}>
      {left ? 'به ورود رفت' : 'علاقه‌مندی'}
    </button>
  );
}

beforeEach(() => sessionStorage.clear());

describe('useCarriedPress', () => {
  it('does a guest’s press once the student is back and signed in, and only once', async () => {
    const user = userEvent.setup();
    const run = jest.fn();
    const guest = renderWithTheme(<Favourite signedIn={false} onRun={run} />);
    await user.click(screen.getByRole('button', { name: 'علاقه‌مندی' }));
    guest.unmount();
    expect(run).not.toHaveBeenCalled();

    const back = renderWithTheme(<Favourite signedIn onRun={run} />);
    expect(run).toHaveBeenCalledTimes(1);
    back.unmount();
    renderWithTheme(<Favourite signedIn onRun={run} />);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a student who never pressed', () => {
    const run = jest.fn();
    renderWithTheme(<Favourite signedIn onRun={run} />);
    expect(run).not.toHaveBeenCalled();
  });
});
