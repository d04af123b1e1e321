import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { watchTypedBeforeHydration, WhenHydrated, type TypedBeforeHydration } from './typed-before-hydration.tsx';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of `page`, on screen and typable; nothing runs until `hydrate`. */
function serverPage(page: () => ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  let watch: TypedBeforeHydration | undefined;
  return {
    /** The shell's script starts: from now on it notes what is typed. */
    scriptStarts() {
      watch = watchTypedBeforeHydration(container);
    },
    async hydrate() {
      watch ??= watchTypedBeforeHydration(container);
      const { giveBack } = watch;
      await act(async () => {
        root = hydrateRoot(container, <WhenHydrated then={giveBack}>{page()}</WhenHydrated>);
      });
    },
  };
}

/** What a student does to a control before any script: the browser changes it and fires its event. */
function typeBeforeScripts(label: string, text: string) {
  const field = screen.getByLabelText<HTMLInputElement>(label);
  field.value = text;
  fireEvent.input(field);
}

function SearchBox({ onSearch = () => {} }: { onSearch?: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query);
      }}
    >
      <label htmlFor="q">جست‌وجو</label>
      <input id="q" value={query} onChange={(event) => setQuery(event.target.value)} />
      <button type="submit">برو</button>
    </form>
  );
}

function LoginForm({ onLogin = () => {} }: { onLogin?: (values: { login: string; remember: boolean }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { login: '', remember: false } });
  return (
    <form onSubmit={(event) => void handleSubmit(onLogin)(event)}>
      <label htmlFor="login">شمارهٔ موبایل</label>
      <input id="login" {...register('login')} />
      <label htmlFor="remember">مرا به خاطر بسپار</label>
      <input id="remember" type="checkbox" {...register('remember')} />
      <button type="submit">ورود</button>
    </form>
  );
}

describe('what a student types before the page hydrates', () => {
  it('is in a controlled field’s state afterwards, typed before the script ran or while it ran', async () => {
    const searched = jest.fn();
    const page = serverPage(() => <SearchBox onSearch={searched} />);
    typeBeforeScripts('جست‌وجو', 'کسر');
    page.scriptStarts();
    typeBeforeScripts('جست‌وجو', 'کسرها');
    await page.hydrate();

    expect(screen.getByLabelText('جست‌وجو')).toHaveValue('کسرها');
    await userEvent.click(screen.getByRole('button', { name: 'برو' }));
    expect(searched).toHaveBeenCalledWith('کسرها');
  });

  it('leaves a form library that keeps early edits itself as typed: the field, the box and the submit', async () => {
    const loggedIn = jest.fn();
    const page = serverPage(() => <LoginForm onLogin={loggedIn} />);
    typeBeforeScripts('شمارهٔ موبایل', '۰۹۱۲۰۰۰۰۰۰۰');
    fireEvent.click(screen.getByLabelText('مرا به خاطر بسپار'));
    await page.hydrate();

    expect(screen.getByLabelText('شمارهٔ موبایل')).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
    expect(screen.getByLabelText('مرا به خاطر بسپار')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'ورود' }));
    expect(loggedIn).toHaveBeenCalledWith({ login: '۰۹۱۲۰۰۰۰۰۰۰', remember: true }, expect.anything());
  });

  it('leaves a field nobody touched as the page rendered it', async () => {
    const onChange = jest.fn();
    function Untouched() {
      return (
        <>
          <label htmlFor="name">نام</label>
          <input id="name" defaultValue="سارا" onChange={onChange} />
        </>
      );
    }
    const page = serverPage(() => <Untouched />);
    await page.hydrate();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('نام')).toHaveValue('سارا');
  });
});
