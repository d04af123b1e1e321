import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes } from '@shared/router';
import { renderShell } from '../pages/testing/render-shell.tsx';
import { forgetAreaRoutes, learnAreaRoutes } from '../site-map/site-routes.ts';
import { AREA_ROUTES_DOCUMENT } from '../site-map/testing/area-routes-document.ts';
import { useDirtyForm } from './dirty-forms.ts';
import { VersionWatcher } from './VersionWatcher.tsx';

const HOUR = 3_600_000;

function DraftForm() {
  const [text, setText] = useState('');
  useDirtyForm('draft', text !== '');
  return (
    <label>
      پیش‌نویس
      <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Site({ reload, shell }: { reload: () => void; shell: () => string }) {
  return (
    <>
      <VersionWatcher
        reload={reload}
        readAreas={async () => 'learn@1'}
        readLatest={async () => ({ shell: shell(), areas: 'learn@1' })}
      />
      <nav>
        <Link to="/">خانه</Link> <Link to="/articles">مقاله‌ها</Link> <Link to="/quiz/run/abc">آزمون</Link>{' '}
        <Link to="/contactus?topic=1">موضوع</Link>
      </nav>
      <Routes>
        <Route path="/contactus" element={<DraftForm />} />
        <Route path="*" element={<p>صفحه</p>} />
      </Routes>
    </>
  );
}

async function releaseNewBuild() {
  await act(() => jest.advanceTimersByTimeAsync(HOUR));
}

beforeEach(() => {
  jest.useFakeTimers();
  // The quiz area's pages, whose run says a reload must never interrupt it (`noAutoReload` on its row).
  learnAreaRoutes(AREA_ROUTES_DOCUMENT);
});
afterEach(() => {
  jest.useRealTimers();
  forgetAreaRoutes();
});

describe('VersionWatcher', () => {
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('offers a reload and otherwise reloads on the next navigation', async () => {
    const reload = jest.fn();
    renderShell(<Site reload={reload} shell={() => 'main.new.js'} />);
    await releaseNewBuild();
    expect(screen.getByRole('status')).toHaveTextContent('نسخهٔ تازه‌ای از سایت آماده است');
    expect(reload).not.toHaveBeenCalled();
    await user().click(screen.getByRole('link', { name: 'مقاله‌ها' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when the student asks', async () => {
    const reload = jest.fn();
    renderShell(<Site reload={reload} shell={() => 'main.new.js'} />);
    await releaseNewBuild();
    await user().click(screen.getByRole('button', { name: 'بارگذاری دوباره' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads into a page whose row says so (a quiz run), and waits for the navigation after it', async () => {
    const reload = jest.fn();
    renderShell(<Site reload={reload} shell={() => 'main.new.js'} />);
    await releaseNewBuild();
    await user().click(screen.getByRole('link', { name: 'آزمون' }));
    expect(reload).not.toHaveBeenCalled();
    await user().click(screen.getByRole('link', { name: 'خانه' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads under a form with unsent input', async () => {
    const reload = jest.fn();
    renderShell(<Site reload={reload} shell={() => 'main.new.js'} />, { route: '/contactus' });
    await user().type(screen.getByRole('textbox', { name: 'پیش‌نویس' }), 'سلام');
    await releaseNewBuild();
    // Same page, new query: the form stays with its input.
    await user().click(screen.getByRole('link', { name: 'موضوع' }));
    expect(screen.getByRole('textbox', { name: 'پیش‌نویس' })).toHaveValue('سلام');
    expect(reload).not.toHaveBeenCalled();
    // Leaving the form is the student's choice; the next page loads fresh.
    await user().click(screen.getByRole('link', { name: 'مقاله‌ها' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the release is the same', async () => {
    const reload = jest.fn();
    renderShell(<Site reload={reload} shell={() => 'unknown'} />);
    await releaseNewBuild();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: 'مقاله‌ها' }));
    expect(reload).not.toHaveBeenCalled();
  });
});
