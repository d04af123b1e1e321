import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@shared/event-bus';
import { SearchBar } from './SearchBar.tsx';
import { renderChrome } from './test-utils.tsx';

describe('SearchBar', () => {
  it('asks for the search dialog with what was typed', async () => {
    const requests: unknown[] = [];
    const off = bus.on('platform:search:requested', (payload) => requests.push(payload));
    renderChrome(<SearchBar />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'جست‌وجو در سایت' }), '  معادله درجه دو {Enter}');
    expect(requests).toEqual([{ query: 'معادله درجه دو' }]);
    off();
  });

  it('opens the dialog without a query from an empty bar', async () => {
    const requests: unknown[] = [];
    const off = bus.on('platform:search:requested', (payload) => requests.push(payload));
    renderChrome(<SearchBar />);
    await userEvent.click(screen.getByRole('button', { name: 'جست‌وجو' }));
    expect(requests).toEqual([{}]);
    off();
  });
});
