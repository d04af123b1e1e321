import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';
import { getCaptcha, getMedia, getStaticPage, uploadMedia } from './utils.ts';

/** A caller that lost its data: the typed signature forbids it, plain JavaScript callers can still do it. */
function nothing<T>(): T {
  return JSON.parse('null');
}

describe('utils calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('a static page needs its name', async () => {
    expect(await missingParameter(() => getStaticPage(''))).toBe('name');
  });

  it('the media request needs its ids', async () => {
    expect(await missingParameter(() => getMedia(nothing<number[]>()))).toBe('ids');
  });

  it('an upload needs its file', async () => {
    expect(await missingParameter(() => uploadMedia(nothing<Blob>()))).toBe('file');
  });
});

describe('utils calls: bearer token (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });

  it('sends the token with an upload and not with the captcha', async () => {
    const stored = {
      id: 1001,
      url: '/u.png',
      name: 'u.png',
      mime_type: 'image/png',
      size: 3,
      alt: 'u.png',
      image_styles: { styles: { thumbnail: '/u.png' } },
      created_at: '2024-11-20T08:00:00Z',
    };
    server.answer('/front/utils/media/upload', { status: 200, body: { message: 'بارگذاری شد.', data: stored } });
    server.answer('/front/utils/captcha', {
      status: 200,
      body: {
        data: {
          enabled: true,
          key: 'k',
          type: 'arithmetic',
          question: '۲ به‌علاوهٔ ۳ چند می‌شود؟',
          image: 'data:',
          length: 2,
        },
      },
    });
    await uploadMedia(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'u.png');
    await getCaptcha();
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/front/utils/media/upload', 'Bearer session-token'],
      ['/front/utils/captcha', undefined],
    ]);
  });
});
