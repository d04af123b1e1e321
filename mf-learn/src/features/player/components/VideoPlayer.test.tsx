import { themeFor } from '@shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shared/router';
import { ThemeProvider } from 'styled-components';
import { loadVideo } from '../../../testing/fake-video.ts';
import { watch } from '../../../testing/learn-fixtures.ts';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer.tsx';

// jsdom cannot run media-chrome's elements (no ResizeObserver, and Node's
// AbortSignal); the library's own buttons are proved in a browser
// (e2e/video-player.spec.ts). What is ours (labels, keys, countdown) is tested here.
jest.mock('../lib/media-chrome-elements.ts', () => ({}));

const NEXT = {
  href: '/course/content/math-grade-7/math-grade-7-1-2',
  title: 'درس‌نامه راهبردهای حل مسئله',
  kind: 'درس‌نامه',
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themeFor('light')}>
        <MemoryRouter initialEntries={['/course/content/math-grade-7/math-grade-7-1-1']}>
          <Routes>
            <Route
              path="/course/content/math-grade-7/math-grade-7-1-1"
              element={
                <VideoPlayer
                  contentId={147}
                  courseId={12}
                  title="آموزش راهبردهای حل مسئله"
                  url="/api/dev-media/video/lesson.mp4"
                  durationSeconds={24}
                  tracked={false}
                  savedKnown
                  saved={undefined}
                  next={NEXT}
                  {...props}
                />
              }
            />
            <Route path="*" element={<p>صفحهٔ بعد</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const video = screen.getByLabelText('ویدیوی «آموزش راهبردهای حل مسئله»') as HTMLVideoElement;
  return { video, location: () => screen.getByTestId('location').textContent };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('VideoPlayer', () => {
  it('shows the position and length in Persian digits, position first, right to left', async () => {
    const { video } = renderPlayer();
    const clock = await screen.findByRole('timer', { name: 'زمان پخش: ۰:۰۰ از ۰:۲۴' });
    loadVideo(video).playTo(9.7);
    expect(clock).toHaveAccessibleName('زمان پخش: ۰:۰۹ از ۰:۲۴');
    expect(clock).toHaveTextContent('۰:۰۹/۰:۲۴');
    expect(clock).toHaveAttribute('dir', 'rtl');
    expect(clock.textContent).not.toMatch(/[0-9]/);
    expect(video).not.toHaveAttribute('controls');
  });

  it('shows the time under the pointer on the timeline in Persian digits', async () => {
    renderPlayer();
    await screen.findByRole('timer');
    const range = document.querySelector('media-time-range')!;
    // media-chrome notes the time under the pointer on the range; its own preview would print it in Latin digits.
    const preview = range.querySelector('[slot="preview"]')!;
    expect(preview).not.toBeNull();
    act(() => range.setAttribute('mediapreviewtime', '75.6'));
    await act(async () => {});
    expect(preview).toHaveTextContent('۱:۱۵');
    expect(preview.textContent).not.toMatch(/[0-9]/);
  });

  it('changes speed from a menu of Persian choices', async () => {
    const { video } = renderPlayer();
    loadVideo(video);
    const speed = await screen.findByRole('combobox', { name: 'سرعت پخش' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['۰٫۷۵×', '۱×', '۱٫۲۵×', '۱٫۵×', '۲×']);
    expect(speed).toHaveDisplayValue('۱×');
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(video.playbackRate).toBe(1.5);
    // A speed set elsewhere (media-chrome's «>» key) shows in the menu too.
    act(() => {
      video.playbackRate = 2;
    });
    expect(speed).toHaveDisplayValue('۲×');
  });

  it('jumps 10 s with → and ← anywhere in the player, within the video', async () => {
    const { video } = renderPlayer();
    const player = loadVideo(video);
    await screen.findByRole('combobox', { name: 'سرعت پخش' });
    player.playTo(12);
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(22);
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(24);
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(0);
    expect(await screen.findByRole('timer', { name: 'زمان پخش: ۰:۰۰ از ۰:۲۴' })).toBeInTheDocument();

    // The speed menu keeps its arrows for itself.
    player.playTo(12);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'سرعت پخش' }), { key: 'ArrowRight' });
    expect(video.currentTime).toBe(12);
  });

  it('counts down to the next content at the end and opens it', async () => {
    const { video, location } = renderPlayer();
    const player = loadVideo(video);
    await screen.findByRole('combobox', { name: 'سرعت پخش' });
    jest.useFakeTimers();
    player.end();
    const countdown = screen.getByRole('region', { name: 'محتوای بعدی' });
    expect(within(countdown).getByRole('timer')).toHaveTextContent('رفتن به محتوای بعدی در ۵ ثانیه');
    expect(countdown).toHaveTextContent('درس‌نامه: درس‌نامه راهبردهای حل مسئله');
    act(() => jest.advanceTimersByTime(1000));
    expect(within(countdown).getByRole('timer')).toHaveTextContent('رفتن به محتوای بعدی در ۴ ثانیه');
    for (const left of ['۳', '۲', '۱']) {
      act(() => jest.advanceTimersByTime(1000));
      expect(within(countdown).getByRole('timer')).toHaveTextContent(`رفتن به محتوای بعدی در ${left} ثانیه`);
    }
    expect(location()).not.toBe(NEXT.href);
    act(() => jest.advanceTimersByTime(1000));
    expect(location()).toBe(NEXT.href);
  });

  it('stays when «لغو» is pressed, and on the course’s last content never counts down', async () => {
    const { video, location } = renderPlayer();
    const player = loadVideo(video);
    await screen.findByRole('combobox', { name: 'سرعت پخش' });
    jest.useFakeTimers();
    player.end();
    const cancel = screen.getByRole('button', { name: 'لغو' });
    expect(cancel).toHaveAccessibleDescription('رفتن به محتوای بعدی در ۵ ثانیه');
    // Space on «لغو» is the button's, not the player's play/pause shortcut.
    const reachedPlayer = jest.fn();
    cancel.closest('media-controller')!.addEventListener('keydown', reachedPlayer);
    fireEvent.keyDown(cancel, { key: ' ' });
    expect(reachedPlayer).not.toHaveBeenCalled();
    fireEvent.click(cancel);
    expect(screen.queryByRole('region', { name: 'محتوای بعدی' })).not.toBeInTheDocument();
    for (let second = 0; second < 6; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(location()).toBe('/course/content/math-grade-7/math-grade-7-1-1');

    // Playing again after the end also stops a countdown.
    player.end();
    act(() => {
      video.dispatchEvent(new Event('play'));
    });
    expect(screen.queryByRole('region', { name: 'محتوای بعدی' })).not.toBeInTheDocument();
  });

  it('ends the last content of a course without a countdown', async () => {
    const { video, location } = renderPlayer({ next: undefined });
    const player = loadVideo(video);
    await screen.findByRole('combobox', { name: 'سرعت پخش' });
    jest.useFakeTimers();
    player.end();
    for (let second = 0; second < 6; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText(/رفتن به محتوای بعدی/)).not.toBeInTheDocument();
    expect(location()).toBe('/course/content/math-grade-7/math-grade-7-1-1');
  });

  it('still resumes a student from their saved position, in Persian digits', async () => {
    const { video } = renderPlayer({ tracked: true, saved: watch(147, 12) });
    loadVideo(video);
    expect(video.currentTime).toBe(12);
    expect(screen.getByRole('button', { name: 'ادامه از ۰:۱۲' })).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: 'زمان پخش: ۰:۱۲ از ۰:۲۴' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'پخش از ابتدا' }));
    expect(video.currentTime).toBe(0);
  });
});
