import { loginPath } from './login-path.ts';

describe('the login page address', () => {
  it('carries the way back, its query included, encoded once', () => {
    expect(loginPath('/quiz/12?tab=2')).toBe('/user/login?backUrl=%2Fquiz%2F12%3Ftab%3D2');
    expect(loginPath('/articles/ریاضی')).toBe(`/user/login?backUrl=${encodeURIComponent('/articles/ریاضی')}`);
  });

  it('is the bare login page from the login page itself', () => {
    expect(loginPath('/user/login')).toBe('/user/login');
    expect(loginPath('/user/login?backUrl=%2Fprofile')).toBe('/user/login');
    // A page whose address only begins like it is another page.
    expect(loginPath('/user/logins')).toBe('/user/login?backUrl=%2Fuser%2Flogins');
  });
});
