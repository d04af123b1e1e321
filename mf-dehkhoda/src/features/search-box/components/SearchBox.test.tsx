import type { DehkhodaAutocompleteItem } from '@shared/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entry, KETAB_SUGGESTIONS, suggestion } from '../../../testing/dehkhoda-fixtures.ts';
import { queriesTo, renderDehkhoda, setUpTestApi } from '../../../testing/render-dehkhoda.tsx';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../hooks/use-autocomplete.ts';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

/** Long enough for the debounce and a local request. */
const WAIT = { timeout: AUTOCOMPLETE_DEBOUNCE_MS + 2_000 };

const box = () => screen.getByRole('combobox', { name: 'جست‌وجوی واژه' });
const optionTitles = () => screen.queryAllByRole('option').map((option) => option.querySelector('bdi')?.textContent);

async function typeAndWaitForOptions(text: string) {
  const user = userEvent.setup();
  await user.click(box());
  await user.type(box(), text);
  await screen.findAllByRole('option', {}, WAIT);
  return user;
}

beforeEach(() => {
  api().answer('/front/dehkhoda/autocomplete', { status: 200, body: { data: KETAB_SUGGESTIONS } });
  // The entries a picked suggestion opens.
  for (const [id, title] of [
    [458, 'کتابت'],
    [459, 'کتابچه'],
  ] as const) {
    api().answer(`/front/dehkhoda/entry/${id}`, { status: 200, body: { data: entry({ id, title, slug: title }) } });
  }
});

describe('SearchBox', () => {
  it('is a combobox that offers headwords once typing pauses, in one request', async () => {
    renderDehkhoda('/dehkhoda');
    const input = box();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();

    await typeAndWaitForOptions('کتا');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'پیشنهادها' })).toBe(listbox);
    expect(optionTitles()).toEqual(['کتاب', 'کتابت', 'کتابچه']);
    // What was typed is marked in each headword.
    expect(within(listbox).getAllByText('کتا', { selector: 'mark' })).toHaveLength(3);
    expect(screen.getByText(/^۳ پیشنهاد/)).toHaveAttribute('role', 'status');
    // Three letters typed quickly ask once, for all three.
    const asked = queriesTo(urls, 'autocomplete');
    expect(asked.map((query) => query.get('q'))).toEqual(['کتا']);
    expect(asked[0]?.get('limit')).toBe('8');
  });

  it('moves through the options with the arrow keys, wrapping, and opens the chosen entry with Enter', async () => {
    const view = renderDehkhoda('/dehkhoda');
    const user = await typeAndWaitForOptions('کتا');
    const input = box();
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');

    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('کتاب');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('کتابچه');
    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('کتاب');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('کتابچه');
    expect(
      screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
    // Focus never leaves the input.
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toBe('/dehkhoda/entry/459/کتابچه'));
    expect(await screen.findByRole('heading', { level: 1, name: 'کتابچه' })).toBeInTheDocument();
  });

  it('closes the popup with Escape, and clears the box with a second Escape', async () => {
    renderDehkhoda('/dehkhoda');
    const user = await typeAndWaitForOptions('کتا');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('کتا');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    // ArrowDown brings the list back once there is text again.
    await user.type(box(), 'کتا');
    await screen.findAllByRole('option', {}, WAIT);
    await user.keyboard('{Escape}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches with Enter when no option is highlighted, with the query tidied in the address', async () => {
    const view = renderDehkhoda('/dehkhoda');
    const user = await typeAndWaitForOptions('  كتا');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.location()).toBe('/dehkhoda?q=کتا'));
    expect(box()).toHaveValue('کتا');
  });

  it('asks for headwords in Persian letters when Arabic ones are typed', async () => {
    renderDehkhoda('/dehkhoda');
    await typeAndWaitForOptions('كتا');
    expect(queriesTo(urls, 'autocomplete').map((query) => query.get('q'))).toEqual(['کتا']);
    expect(screen.getAllByText('کتا', { selector: 'mark' })).toHaveLength(3);
  });

  it('opens an entry picked with the mouse', async () => {
    const view = renderDehkhoda('/dehkhoda');
    const user = await typeAndWaitForOptions('کتا');
    // jsdom names an option with a space at each <mark>; the second option is «کتابت».
    await user.click(screen.getAllByRole('option')[1]!);
    await waitFor(() => expect(view.location()).toBe('/dehkhoda/entry/458/کتابت'));
  });

  it('says so when nothing is suggested, and leaves the popup closed', async () => {
    api().answer('/front/dehkhoda/autocomplete', { status: 200, body: { data: [] } });
    renderDehkhoda('/dehkhoda');
    const user = userEvent.setup();
    await user.type(box(), 'زرافه');
    expect(await screen.findByText(/^پیشنهادی نیست/, {}, WAIT)).toHaveAttribute('role', 'status');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('asks for a word instead of searching for nothing', async () => {
    const view = renderDehkhoda('/dehkhoda');
    const user = userEvent.setup();
    await user.type(box(), '   {Enter}');
    expect(await screen.findByText('واژه‌ای برای جست‌وجو بنویسید.')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(view.location()).toBe('/dehkhoda');
    expect(queriesTo(urls, 'autocomplete')).toEqual([]);
  });

  it('shows HTML typed in the box as text in the suggestions', async () => {
    api().answer('/front/dehkhoda/autocomplete', {
      status: 200,
      body: { data: [suggestion(900, '<img src=x onerror=alert(1)>')] },
    });
    renderDehkhoda('/dehkhoda');
    await typeAndWaitForOptions('<img');
    expect(screen.getByRole('listbox').querySelector('img')).toBeNull();
    expect(screen.getByRole('option')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});

describe('SearchBox with answers that arrive out of order', () => {
  /** Holds each autocomplete answer until the test sends it; ignores aborts, as a slow network may. */
  function holdAnswers() {
    const waiting = new Map<string, (items: DehkhodaAutocompleteItem[]) => void>();
    globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
      const q = new URL(input instanceof Request ? input.url : String(input)).searchParams.get('q') ?? '';
      return new Promise<Response>((resolve) => {
        waiting.set(q, (items) => resolve(Response.json({ data: items })));
      });
    });
    return {
      asked: () => [...waiting.keys()],
      send: async (q: string, items: DehkhodaAutocompleteItem[]) => {
        await act(async () => {
          waiting.get(q)?.(items);
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
      },
    };
  }

  const OLD = [suggestion(465, 'کتیبه'), suggestion(470, 'کت')];

  it('never lets an older answer replace a newer one', async () => {
    renderDehkhoda('/dehkhoda');
    const network = holdAnswers();
    const user = userEvent.setup();
    await user.type(box(), 'کت');
    await waitFor(() => expect(network.asked()).toEqual(['کت']), WAIT);
    await user.type(box(), 'ا');
    await waitFor(() => expect(network.asked()).toEqual(['کت', 'کتا']), WAIT);

    // The answer to «کت» arrives after «کتا» was asked: it is not shown.
    await network.send('کت', OLD);
    expect(optionTitles()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await network.send('کتا', KETAB_SUGGESTIONS);
    expect(optionTitles()).toEqual(['کتاب', 'کتابت', 'کتابچه']);
  });

  it('keeps the newest list when an older answer comes last', async () => {
    renderDehkhoda('/dehkhoda');
    const network = holdAnswers();
    const user = userEvent.setup();
    await user.type(box(), 'کت');
    await waitFor(() => expect(network.asked()).toEqual(['کت']), WAIT);
    await user.type(box(), 'ا');
    await waitFor(() => expect(network.asked()).toEqual(['کت', 'کتا']), WAIT);

    await network.send('کتا', KETAB_SUGGESTIONS);
    await network.send('کت', OLD);
    expect(optionTitles()).toEqual(['کتاب', 'کتابت', 'کتابچه']);
    expect(screen.getAllByText('کتا', { selector: 'mark' })).toHaveLength(3);
  });

  it('shows a cached list at once when a letter is deleted, without asking again', async () => {
    renderDehkhoda('/dehkhoda');
    const network = holdAnswers();
    const user = userEvent.setup();
    await user.type(box(), 'کت');
    await waitFor(() => expect(network.asked()).toEqual(['کت']), WAIT);
    await network.send('کت', OLD);
    await user.type(box(), 'ا');
    await waitFor(() => expect(network.asked()).toEqual(['کت', 'کتا']), WAIT);
    await network.send('کتا', KETAB_SUGGESTIONS);
    expect(optionTitles()).toEqual(['کتاب', 'کتابت', 'کتابچه']);

    await user.type(box(), '{Backspace}');
    expect(optionTitles()).toEqual(['کتیبه', 'کت']);
    expect(network.asked()).toEqual(['کت', 'کتا']);
  });
});
