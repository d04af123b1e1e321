import { loginPath } from './login-path.ts';

describe('loginPath', () => {
  it('returns the user to the page they were on, query included', () => {
    expect(loginPath('/learn/grade/grade-7', '?page=2')).toBe(
      '/user/login?backUrl=%2Flearn%2Fgrade%2Fgrade-7%3Fpage%3D2',
    );
  });

  it('does not send the login page back to itself', () => {
    expect(loginPath('/user/login', '?backUrl=%2Fquiz')).toBe('/user/login');
  });
});
