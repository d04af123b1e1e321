import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entry } from '../../../testing/dehkhoda-fixtures.ts';
import { renderDehkhoda, setUpTestApi } from '../../../testing/render-dehkhoda.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

/** Generous: the whole page renders, and a loaded machine makes the default second too short. */
const WAIT = { timeout: 5_000 };

const field = () => screen.getByRole('textbox', { name: 'شمارهٔ مدخل' });
const submit = () => screen.getByRole('button', { name: 'نمایش مدخل' });
const paths = () => urls.map((url) => new URL(url).pathname);

describe('SerialLookup', () => {
  it('opens the entry with a serial number in Persian digits, without asking for it twice', async () => {
    api().answer('/front/dehkhoda/serial/100457', { status: 200, body: { data: entry() } });
    const user = userEvent.setup();
    const view = renderDehkhoda('/dehkhoda');
    await user.type(field(), '۱۰۰٬۴۵۷');
    await user.click(submit());
    await waitFor(() => expect(view.location()).toBe('/dehkhoda/entry/457/کتاب'), WAIT);
    expect(await screen.findByRole('heading', { level: 1 }, WAIT)).toHaveTextContent('کتاب');
    expect(paths()).toEqual(['/api/front/dehkhoda/serial/100457']);
  });

  it('says when no entry has that number', async () => {
    api().answer('/front/dehkhoda/serial/999999', { status: 404, body: { message: 'پیدا نشد' } });
    const user = userEvent.setup();
    const view = renderDehkhoda('/dehkhoda');
    await user.type(field(), '999999{Enter}');
    expect(await screen.findByText('مدخلی با این شماره پیدا نشد.', {}, WAIT)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(view.location()).toBe('/dehkhoda');
    // Typing again clears the message.
    await user.type(field(), '1');
    expect(screen.queryByText('مدخلی با این شماره پیدا نشد.')).toBeNull();
  });

  it('asks for digits, and sends nothing, when the field is empty or not a number', async () => {
    const user = userEvent.setup();
    renderDehkhoda('/dehkhoda');
    await user.click(submit());
    expect(screen.getByText('شمارهٔ مدخل را با رقم بنویسید، مثلاً ۱۰۰۴۵۷.')).toBeInTheDocument();
    await user.type(field(), 'کتاب{Enter}');
    expect(screen.getByText('شمارهٔ مدخل را با رقم بنویسید، مثلاً ۱۰۰۴۵۷.')).toBeInTheDocument();
    expect(urls).toEqual([]);
  });
});
