import { bus } from '@shared/event-bus';
import { FetchError, SchemaError, UnauthorizedError, ValidationError } from './errors.ts';
import { forbidRequests, missingParameter } from './testing/required-parameters.ts';
import { configureApiClient } from './http.ts';
import { uploadAvatar, uploadAvatarWithProgress } from './avatar-upload.ts';
import { editProfile, getProfileCourses, getSharedReportCard, type ProfileEditRequest } from './profile.ts';
import { withTestServer } from './test-server.ts';

/** A caller that lost its data: the typed signature forbids it, plain JavaScript callers can still do it. */
function nothing<T>(): T {
  return JSON.parse('null');
}

describe('profile calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('the shared report card needs its uuid', async () => {
    expect(await missingParameter(() => getSharedReportCard(''))).toBe('uuid');
    expect(await missingParameter(() => getSharedReportCard(' '))).toBe('uuid');
  });

  it('profile edit needs its body', async () => {
    expect(await missingParameter(() => editProfile(nothing<ProfileEditRequest>()))).toBe('body');
  });

  it('the avatar upload needs the avatar', async () => {
    expect(await missingParameter(() => uploadAvatar(nothing<Blob>()))).toBe('avatar');
    expect(await missingParameter(() => uploadAvatarWithProgress(nothing<Blob>()))).toBe('avatar');
  });
});

describe('profile calls: bearer token (spec section 6)', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });

  it('sends the token for the student’s own data, not for a shared report card', async () => {
    server.answer('/front/profile/courses', { status: 200, body: { data: [] } });
    await getProfileCourses();
    await getSharedReportCard('abc').catch(() => undefined);
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/front/profile/courses', 'Bearer session-token'],
      ['/front/profile/report-card/abc', undefined],
    ]);
  });
});

/** Stands in for the browser's XMLHttpRequest: the test decides when bytes move and what the server answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  status = 0;
  responseText = '';
  body: unknown;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const uploadedUser = {
  id: 1,
  fullName: 'سارا محمدی',
  avatar: '/api/dev-media/uploads/a.png',
  first_name: 'سارا',
  last_name: 'محمدی',
  email: null,
  mobile: '09120000000',
  grade_slug: null,
  grade_name: null,
  bio: null,
};

describe('avatar upload with progress (XMLHttpRequest)', () => {
  const RealXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    configureApiClient({ accessToken: () => 'session-token' });
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = RealXhr;
  });
  const png = () => new Blob([new Uint8Array(1000)], { type: 'image/png' });

  it('sends the file with the bearer token, reports progress and parses the answer', async () => {
    const seen: number[] = [];
    const done = uploadAvatarWithProgress(png(), { fileName: 'me.png', onProgress: (loaded) => seen.push(loaded) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, new URL(xhr.url).pathname]).toEqual(['POST', '/api/front/profile/media/upload']);
    expect(xhr.headers.authorization).toBe('Bearer session-token');
    expect((xhr.body as FormData).get('avatar')).toBeInstanceOf(Blob);
    xhr.progress(400, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, {
      message: 'تصویر نمایهٔ شما به‌روز شد.',
      data: { avatar: uploadedUser.avatar, user: uploadedUser },
    });
    await expect(done).resolves.toMatchObject({ data: { avatar: uploadedUser.avatar } });
    expect(seen).toEqual([400, 1000]);
  });

  it('turns a 422 into a ValidationError with the field message', async () => {
    const done = uploadAvatarWithProgress(png());
    FakeXhr.last!.answer(422, { message: 'خطا', errors: { avatar: ['حجم تصویر نباید بیشتر از ۲ مگابایت باشد.'] } });
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ avatar: 'حجم تصویر نباید بیشتر از ۲ مگابایت باشد.' });
  });

  it('a 401 ends the session as every other call does', async () => {
    const expired = jest.fn();
    const off = bus.on('platform:session:expired', expired);
    const done = uploadAvatarWithProgress(png());
    FakeXhr.last!.answer(401, { message: 'Unauthenticated.' });
    await expect(done).rejects.toBeInstanceOf(UnauthorizedError);
    expect(expired).toHaveBeenCalled();
    off();
  });

  it('an answer that breaks the contract is a SchemaError, never a cast', async () => {
    const done = uploadAvatarWithProgress(png());
    FakeXhr.last!.answer(200, { data: { avatar: 5 } });
    await expect(done).rejects.toBeInstanceOf(SchemaError);
  });

  it('cancels midway when the signal aborts, and never starts with an aborted one', async () => {
    const controller = new AbortController();
    const done = uploadAvatarWithProgress(png(), { signal: controller.signal });
    FakeXhr.last!.progress(300, 1000);
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(FetchError);
    FakeXhr.last = undefined;
    await expect(uploadAvatarWithProgress(png(), { signal: controller.signal })).rejects.toBeInstanceOf(FetchError);
    expect(FakeXhr.last).toBeUndefined();
  });

  it('a dropped connection is a FetchError', async () => {
    const done = uploadAvatarWithProgress(png());
    FakeXhr.last!.onerror?.();
    await expect(done).rejects.toBeInstanceOf(FetchError);
  });
});
