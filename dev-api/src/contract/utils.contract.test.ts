import {
  getCaptcha,
  getFooter,
  getGlobalData,
  getMedia,
  getStaticPage,
  NotFoundError,
  UnauthorizedError,
  uploadMedia,
} from '@shared/api-client';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

/** A 1×1 transparent PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('utils contract', () => {
  it('GET /front/utils/global parses with the client schema', async () => {
    const global = await getGlobalData();
    expect(global.grades).toHaveLength(13);
    expect(global.vendor_categories.length).toBeGreaterThanOrEqual(10);
  });

  it('GET /front/utils/footer answers menus, contacts, social links and the copyright', async () => {
    const { data } = await getFooter();
    expect(data.menus.map((menu) => menu.label)).toEqual(['دسترسی سریع', 'آموزشگاه']);
    expect(data.social).toHaveLength(6);
    expect(data.contact.address).toContain('تهران');
    expect(data.copyright).toContain('دانش‌سرا');
  });

  it('GET /front/utils/captcha answers a fresh Persian question each time', async () => {
    const first = (await getCaptcha()).data;
    const second = (await getCaptcha()).data;
    expect(first.question).toMatch(/^[۰-۹]+ .+ [۰-۹]+ چند می‌شود؟$/);
    expect(first.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.key).not.toBe(second.key);
  });

  it.each(['aboutus', 'privacy', 'partnership', 'social-duties', 'facilities', 'faq'])(
    'GET /front/utils/get-page answers the %s page',
    async (name) => {
      const { data } = await getStaticPage(name);
      expect(data.name).toBe(name);
      expect(data.body.length).toBeGreaterThan(200);
      expect(data.title).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('GET /front/utils/get-page gives the FAQ as question/answer pairs; an unknown page is 404', async () => {
    const { data } = await getStaticPage('faq');
    expect(data.faqs?.length).toBeGreaterThanOrEqual(6);
    expect(data.faqs?.[0]?.question).toBe('چطور در دانش‌سرا ثبت‌نام کنم؟');
    await expect(getStaticPage('no-such-page')).rejects.toBeInstanceOf(NotFoundError);
  });

  it.each(['', '?name=', '?name=%20%20'])('GET /front/utils/get-page%s asks for the page name', async (query) => {
    // The client sends no blank name, so the server's own check is tried directly.
    const answer = await fetch(`${harness.baseUrl}/front/utils/get-page${query}`);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ errors: { name: ['نام صفحه را بفرستید.'] } });
  });

  it('POST /front/utils/get-media answers the known ids and leaves out the rest', async () => {
    const { data } = await getMedia([1, 4, 9999]);
    expect(data.map((media) => media.id)).toEqual([1, 4]);
    expect(data[0]?.alt).toBe('یادگیری بدون مرز');
    const empty = await validationErrorOf(getMedia([]));
    expect(empty.fields.ids).toBe('دست‌کم یک شناسه بفرستید.');
  });

  it('POST /front/utils/media/upload needs a login, stores an image and get-media finds it', async () => {
    const picture = new Blob([PNG_BYTES], { type: 'image/png' });
    await expect(uploadMedia(picture, 'diagram.png')).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const uploaded = await uploadMedia(picture, 'diagram.png');
    expect(uploaded.message).toBe('فایل با موفقیت بارگذاری شد.');
    expect(uploaded.data).toMatchObject({ name: 'diagram.png', mime_type: 'image/png', size: PNG_BYTES.length });
    const found = await getMedia([uploaded.data?.id ?? 0]);
    expect(found.data[0]?.url).toBe(uploaded.data?.url);
    const wrong = await validationErrorOf(uploadMedia(new Blob(['سلام'], { type: 'text/plain' }), 'a.txt'));
    expect(wrong.fields.file).toBe('فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.');
  });
});
