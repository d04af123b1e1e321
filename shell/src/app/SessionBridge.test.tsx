import { act, screen } from '@testing-library/react';
import { bus } from '@shared/event-bus';
import { Route, Routes } from '@shared/router';
import { writeDraft } from '@shared/ui';
import { SessionEndedNote } from '../pages/login/SessionEndedNote.tsx';
import { LocationProbe, renderShell } from '../pages/testing/render-shell.tsx';
import { SessionBridge } from './SessionBridge.tsx';

function renderSite(route: string) {
  return renderShell(
    <>
      <SessionBridge />
      <Routes>
        <Route path="/user/login" element={<SessionEndedNote />} />
        <Route path="*" element={<p>صفحهٔ دوره</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

beforeEach(() => sessionStorage.clear());

describe('an ended session', () => {
  it('opens the login page, which says why and that what was typed is kept', async () => {
    writeDraft('course-comment', '/course/math-grade-7', { body: 'درس خوبی بود' });
    renderSite('/course/math-grade-7');
    act(() => bus.emit('platform:session:expired', { path: '/course/math-grade-7' }));

    const note = await screen.findByText(/نشست شما به پایان رسیده است/);
    expect(note).toHaveTextContent('نشست شما به پایان رسیده است؛ دوباره وارد شوید.');
    expect(note).toHaveTextContent('آنچه نوشته بودید نگه داشته شده است');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/login?backUrl=%2Fcourse%2Fmath-grade-7');
  });

  it('promises nothing kept when nothing was typed', async () => {
    renderSite('/course/math-grade-7');
    act(() => bus.emit('platform:session:expired', { path: '/course/math-grade-7' }));
    const note = await screen.findByText(/نشست شما به پایان رسیده است/);
    expect(note).not.toHaveTextContent('نوشته بودید');
  });

  it('is silent when the student opened the login page', () => {
    renderSite('/user/login?backUrl=%2Fcourse%2Fmath-grade-7');
    expect(screen.queryByText(/نشست شما/)).toBeNull();
  });
});
