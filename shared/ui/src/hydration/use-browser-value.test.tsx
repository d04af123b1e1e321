import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue } from './use-browser-value.ts';

/** A stand-in for something only the browser knows, which can change while the page is open. */
let browserWidth = 'wide';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const readWidth = () => browserWidth;

function Width({ renders }: { renders: string[] }) {
  const width = useBrowserValue(subscribe, readWidth, 'unknown');
  renders.push(width);
  return <p>{width}</p>;
}

afterEach(() => {
  browserWidth = 'wide';
  listeners.clear();
  document.body.innerHTML = '';
});

describe('useBrowserValue', () => {
  it('renders the server value on the server', () => {
    expect(renderToString(<Width renders={[]} />)).toBe('<p>unknown</p>');
  });

  it('hydrates what the server rendered without a mismatch, then shows the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Width renders={[]} />);
    document.body.append(container);
    const renders: string[] = [];
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Width renders={renders} />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders[0]).toBe('unknown');
    expect(container.textContent).toBe('wide');
    act(() => root.unmount());
  });

  it('in a page the browser draws by itself, starts from the server value for one render, then follows the browser', async () => {
    const renders: string[] = [];
    const { container } = render(<Width renders={renders} />);
    expect(renders[0]).toBe('unknown');
    expect(container.textContent).toBe('wide');
    browserWidth = 'narrow';
    await act(async () => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('narrow');
  });
});
