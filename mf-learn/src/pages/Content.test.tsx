import { bus } from '@shared/event-bus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadVideo } from '../testing/fake-video.ts';
import { fileContent, mastery, textContent, videoContent, watch } from '../testing/learn-fixtures.ts';
import { announceSession, renderLearn, setUpTestApi, setViewportWidth } from '../testing/render-learn.tsx';

const { api, urls } = setUpTestApi();
jest.setTimeout(20_000);

const CONTENT_PATH = '/course/content/math-grade-7/math-grade-7-1-1';
const saveCalls = () =>
  urls.filter((url) => url.includes('set-user-watch-progress')).map((url) => new URL(url).searchParams);

beforeEach(() => {
  api().answer('/front/course/user/get-user-course-mastery', { status: 200, body: { data: mastery(10) } });
  api().answer('/front/course/user/get-user-content-watch', { status: 200, body: { data: [watch(147, 12)] } });
  api().answer('/front/feedback/list', { status: 404 });
});

describe('Content: text and file lessons', () => {
  it('renders a reading sanitised: no script, handlers or script links survive', async () => {
    (window as unknown as { __xss?: number }).__xss = undefined;
    const body =
      '<h2>درس</h2><p>متن درس</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">' +
      '<a href="javascript:window.__xss=1">بد</a><a href="https://example.org/more">بیشتر</a><a href="/learn">دوره‌ها</a>' +
      '<form action="/x"><input name="a"></form><p style="color:red" onclick="window.__xss=1">رنگی</p>';
    api().answer('/front/course/get-content-details', { status: 200, body: { data: textContent(body) } });
    const view = renderLearn('/course/content/math-grade-7/math-grade-7-1-2');
    expect(await screen.findByText('متن درس')).toBeInTheDocument();
    const lesson = screen.getByText('متن درس').parentElement!;
    expect(lesson.querySelector('script, form, input, [onerror], [onclick], [style]')).toBeNull();
    expect(within(lesson).getByText('بد')).not.toHaveAttribute('href');
    expect(within(lesson).getByRole('link', { name: 'بیشتر' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(lesson).getByRole('link', { name: 'بیشتر' })).toHaveAttribute('target', '_blank');
    fireEvent.click(within(lesson).getByRole('link', { name: 'دوره‌ها' }));
    expect(view.location()).toBe('/learn');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('offers a file as a download that names its format and size in Persian digits', async () => {
    api().answer('/front/course/get-content-details', { status: 200, body: { data: fileContent() } });
    renderLearn('/course/content/math-grade-7/math-grade-7-1-4');
    const link = await screen.findByRole('link', { name: 'دانلود فایل (۱۲٫۵ کیلوبایت، PDF)' });
    expect(link).toHaveAttribute('href', '/api/dev-media/file/math-grade-7-1-4.pdf');
    expect(link).toHaveAttribute('download', 'جزوه راهبردهای حل مسئله.pdf');
    expect(screen.getByText('جزوه راهبردهای حل مسئله.pdf')).toBeInTheDocument();
  });

  it('names a file’s format from its extension when the API gives no media type', async () => {
    api().answer('/front/course/get-content-details', {
      status: 200,
      body: { data: fileContent({ file_name: 'نمونه سؤال.docx', file_size_bytes: 900, file_mime_type: null }) },
    });
    renderLearn('/course/content/math-grade-7/math-grade-7-1-4');
    expect(await screen.findByRole('link', { name: 'دانلود فایل (۹۰۰ بایت، DOCX)' })).toBeInTheDocument();
  });

  it('refuses a file or video address that could run script', async () => {
    api().answer('/front/course/get-content-details', {
      status: 200,
      body: { data: fileContent({ file_url: 'javascript:alert(1)' }) },
    });
    renderLearn('/course/content/math-grade-7/math-grade-7-1-4');
    expect(await screen.findByText('نشانی فایل معتبر نیست.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /دانلود فایل/ })).not.toBeInTheDocument();
  });
});

describe('Content: video lessons', () => {
  it('plays for a guest without resuming or saving, and asks them to log in', async () => {
    api().answer('/front/course/get-content-details', { status: 200, body: { data: videoContent() } });
    const view = renderLearn(CONTENT_PATH);
    const video = (await screen.findByLabelText('ویدیوی «آموزش راهبردهای حل مسئله»')) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/api/dev-media/video/lesson.mp4');
    // The player's own controls replace the browser's once they have loaded.
    expect(await screen.findByRole('combobox', { name: 'سرعت پخش' })).toBeInTheDocument();
    expect(video).not.toHaveAttribute('controls');
    expect(view.pageTitle()).toBe('آموزش راهبردهای حل مسئله');
    loadVideo(video).playTo(8);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(saveCalls()).toEqual([]);
    expect(screen.getByRole('link', { name: 'ورود یا ثبت‌نام' })).toHaveAttribute(
      'href',
      `/user/login?backUrl=${encodeURIComponent(CONTENT_PATH)}`,
    );
  });

  it('resumes a student where they stopped, saves as it plays, and updates mastery and ticks', async () => {
    announceSession(true);
    const saved: unknown[] = [];
    const stop = bus.on('learn:watch-progress:saved', (payload) => saved.push(payload));
    api().answer('/front/course/get-content-details', { status: 200, body: { data: videoContent() } });
    api().answer('/front/course/user/set-user-watch-progress', {
      status: 200,
      body: {
        message: 'پیشرفت تماشای شما ذخیره شد.',
        data: { progress: watch(147, 23), mastery: mastery(40, { watched_contents: 1 }) },
      },
    });
    const view = renderLearn(CONTENT_PATH);
    const video = (await screen.findByLabelText('ویدیوی «آموزش راهبردهای حل مسئله»')) as HTMLVideoElement;
    expect(await screen.findByRole('heading', { name: /میزان تسلط شما/ })).toHaveTextContent('۱۰٪');
    await waitFor(() => expect(urls.some((url) => url.includes('get-user-content-watch'))).toBe(true));
    const player = loadVideo(video);
    await waitFor(() => expect(video.currentTime).toBe(12));
    expect(screen.getByRole('button', { name: /ادامه از ۰:۱۲/ })).toBeInTheDocument();

    player.playTo(23);
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(saveCalls()[0]!.get('id')).toBe('147');
    expect(saveCalls()[0]!.get('watched_seconds')).toBe('23');
    expect(saveCalls()[0]!.get('total_seconds')).toBe('24');
    expect(await screen.findByRole('heading', { name: /میزان تسلط شما/ })).toHaveTextContent('۴۰٪');
    expect(saved).toEqual([{ contentId: 147, watchedSeconds: 23, totalSeconds: 24 }]);
    const outline = screen.getByRole('navigation', { name: 'فصل‌های دوره' });
    expect(within(outline).getByRole('link', { name: /آموزش راهبردهای حل مسئله/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(outline).getByRole('link', { name: /آموزش راهبردهای حل مسئله/ })).toHaveTextContent('دیده‌شده');

    // Within five seconds of a save, more playing sends nothing.
    player.playTo(23.5);
    player.playTo(24);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saveCalls()).toHaveLength(1);

    // Leaving the page saves the last position at once.
    view.unmount();
    await waitFor(() => expect(saveCalls()).toHaveLength(2));
    expect(saveCalls()[1]!.get('watched_seconds')).toBe('24');
    await waitFor(() => expect(saved).toHaveLength(2));
    stop();
  });

  it('keeps playing when a save fails, says it will retry, and saves on leaving', async () => {
    announceSession(true);
    api().answer('/front/course/get-content-details', { status: 200, body: { data: videoContent() } });
    api().answer('/front/course/user/set-user-watch-progress', [
      'destroy',
      {
        status: 200,
        body: { message: 'ذخیره شد.', data: { progress: watch(147, 20), mastery: mastery(20) } },
      },
    ]);
    const view = renderLearn(CONTENT_PATH);
    const video = (await screen.findByLabelText('ویدیوی «آموزش راهبردهای حل مسئله»')) as HTMLVideoElement;
    await waitFor(() => expect(urls.some((url) => url.includes('get-user-content-watch'))).toBe(true));
    const player = loadVideo(video);
    await waitFor(() => expect(video.currentTime).toBe(12));
    player.playTo(18);
    expect(await screen.findByText('ذخیرهٔ پیشرفت انجام نشد؛ کمی بعد دوباره تلاش می‌کنیم.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(video).toBeInTheDocument();

    player.playTo(20);
    fireEvent.click(screen.getByRole('link', { name: /بعدی/ }));
    expect(view.location()).toBe('/course/content/math-grade-7/math-grade-7-1-2');
    await waitFor(() => expect(saveCalls()).toHaveLength(2));
    expect(saveCalls()[1]!.get('watched_seconds')).toBe('20');
  });

  it('on a phone the chapter list sits in the bottom bar and opens with the current lesson marked', async () => {
    setViewportWidth(390);
    api().answer('/front/course/get-content-details', { status: 200, body: { data: videoContent() } });
    renderLearn(CONTENT_PATH);
    const bar = screen.getByRole('navigation', { name: 'نوار پایین' });
    fireEvent.click(await within(bar).findByRole('button', { name: 'فصل‌ها' }));
    const sheet = await screen.findByRole('dialog', { name: 'ریاضی هفتم' });
    expect(within(sheet).getByRole('link', { name: /آموزش راهبردهای حل مسئله/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('complementary', { name: 'ستون کناری دوره' }).firstElementChild).toBeEmptyDOMElement();
    // Other chapters are folded so the current one is in sight; they open on demand.
    fireEvent.click(within(sheet).getByRole('button', { name: 'محتواهای فصل ۲' }));
    fireEvent.click(within(sheet).getByRole('link', { name: /آموزش عددهای صحیح/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
