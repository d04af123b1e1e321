import { INVALID_LOGIN, loginProblem, MISSING_LOGIN, normalizeLogin } from './login-identifier.ts';

describe('the login identifier', () => {
  it.each([
    ['09120000000', '09120000000'],
    ['۰۹۱۲۰۰۰۰۰۰۰', '09120000000'],
    ['٠٩١٢٠٠٠٠٠٠٠', '09120000000'],
    ['+989120000000', '09120000000'],
    ['00989120000000', '09120000000'],
    ['9120000000', '09120000000'],
    [' 0912 000 0000 ', '09120000000'],
    ['Sara@Example.COM ', 'sara@example.com'],
  ])('reads %p as %p', (raw, expected) => {
    expect(normalizeLogin(raw)).toBe(expected);
    expect(loginProblem(raw)).toBeUndefined();
  });

  it('asks for a login when nothing was typed', () => {
    expect(loginProblem('   ')).toBe(MISSING_LOGIN);
  });

  it.each(['0912', '02188888888', 'sara@', 'سارا', '0912000000a'])('refuses %p with a Persian message', (raw) => {
    expect(loginProblem(raw)).toBe(INVALID_LOGIN);
  });
});
