import {
  confirmContactCode,
  requestContactCode,
  saveProfile,
  type ContactCodeConfirm,
  type ContactCodeRequest,
} from './account.ts';
import { SchemaError, ValidationError } from './errors.ts';
import { configureApiClient } from './http.ts';
import type { ProfileEditRequest } from './profile.ts';
import { forbidRequests, missingParameter, nothing } from './testing/required-parameters.ts';
import { withTestServer } from './test-server.ts';

const USER = {
  id: 5,
  fullName: 'رضا کاظمی',
  avatar: null,
  first_name: 'رضا',
  last_name: 'کاظمی',
  email: null,
  mobile: '09351230001',
  grade_slug: null,
  grade_name: null,
  bio: null,
};

const CHALLENGE = {
  token: 'abc',
  field: 'mobile',
  value: '09351230099',
  expires_in: 300,
  resend_in: 60,
  code_length: 6,
};

describe('account calls: required parameters (spec section 5)', () => {
  forbidRequests();

  it('a save needs its body', async () => {
    expect(await missingParameter(() => saveProfile(nothing<ProfileEditRequest>()))).toBe('body');
  });

  it('a code request needs the field and a value', async () => {
    expect(await missingParameter(() => requestContactCode(nothing<ContactCodeRequest>()))).toBe('body');
    expect(await missingParameter(() => requestContactCode({ field: 'mobile', value: ' ' }))).toBe('value');
  });

  it('a confirmation needs the token and the code', async () => {
    expect(await missingParameter(() => confirmContactCode(nothing<ContactCodeConfirm>()))).toBe('body');
    expect(await missingParameter(() => confirmContactCode({ token: '', code: '123456' }))).toBe('token');
    expect(await missingParameter(() => confirmContactCode({ token: 'abc', code: '' }))).toBe('code');
  });
});

describe('account calls against a server', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'session-token' });
  });
  beforeEach(() => server.requests.splice(0));

  it('a save reads what waits for a code, and an answer without it as nothing waiting', async () => {
    server.answer('/front/profile/edit', [
      { status: 200, body: { message: 'ذخیره شد', data: USER, pending: [{ field: 'mobile', value: '09351230099' }] } },
      { status: 200, body: { message: 'ذخیره شد', data: USER } },
    ]);
    expect((await saveProfile({ first_name: 'رضا', last_name: 'کاظمی' })).pending).toEqual([
      { field: 'mobile', value: '09351230099' },
    ]);
    expect((await saveProfile({ first_name: 'رضا', last_name: 'کاظمی' })).pending).toEqual([]);
  });

  it('both calls send the bearer token and parse their answers', async () => {
    server.answer('/front/profile/account/request-code', {
      status: 200,
      body: { message: 'فرستاده شد', data: CHALLENGE },
    });
    server.answer('/front/profile/account/confirm-code', { status: 200, body: { message: 'تغییر کرد', data: USER } });
    expect((await requestContactCode({ field: 'mobile', value: '09351230099' })).data).toEqual(CHALLENGE);
    expect((await confirmContactCode({ token: 'abc', code: '123456' })).data.mobile).toBe('09351230001');
    expect(server.requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/front/profile/account/request-code', 'Bearer session-token'],
      ['/front/profile/account/confirm-code', 'Bearer session-token'],
    ]);
  });

  it('a wrong code is a ValidationError on `code`; a confirmation without the user breaks the contract', async () => {
    server.answer('/front/profile/account/confirm-code', [
      { status: 422, body: { message: 'نادرست', errors: { code: ['کد تأیید نادرست است.'] } } },
      { status: 200, body: { message: 'تغییر کرد' } },
    ]);
    const wrong = await confirmContactCode({ token: 'abc', code: '000000' }).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ValidationError);
    expect((wrong as ValidationError).fields).toEqual({ code: 'کد تأیید نادرست است.' });
    await expect(confirmContactCode({ token: 'abc', code: '123456' })).rejects.toBeInstanceOf(SchemaError);
  });
});
