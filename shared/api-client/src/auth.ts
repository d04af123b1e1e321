import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { requireParams, callEndpoint, endpoint, messageSchema, single, toLatinDigits } from '@shared/api-client/core';
import { loginIdentifier, otpCode } from './request-rules.ts';
import { notificationsSchema } from './notifications.ts';

/**
 * The logged-in user (spec section 3: fullName and avatar). The other fields
 * are our design: what the profile pages show and the edit form starts from.
 */
export const authUserSchema = z.looseObject({
  id: z.int(),
  fullName: z.string(),
  /** Image URL; null when the backend has no picture for the user. */
  avatar: z.nullable(z.string()),
  first_name: z.string(),
  last_name: z.string(),
  email: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  grade_slug: z.nullable(z.string()),
  /** The grade's Persian name, ready to show. */
  grade_name: z.nullable(z.string()),
  bio: z.nullable(z.string()),
});

/** One ability: what the user may do to what (our design; spec section 6 does not show the content). */
export const userAbilitySchema = z.looseObject({ action: z.string(), subject: z.string() });

/**
 * What a successful login answers the page (spec section 3, Auth response), without its `accessToken`: the
 * site server takes the token out into an HttpOnly cookie (server/src/api-token-answer.ts), so no script
 * ever holds it.
 */
export const authResponseSchema = z.looseObject({
  userData: authUserSchema,
  userAbilities: z.array(userAbilitySchema),
  notifications: notificationsSchema,
  message: z.string(),
});

/**
 * The token a backend's login answer carries, for a client that talks to the API itself rather than
 * through the site server (the dev API's contract tests, a script): undefined in a page.
 */
export function accessTokenOf(answer: AuthResponse): string | undefined {
  const { accessToken } = answer as { accessToken?: unknown };
  return typeof accessToken === 'string' && accessToken !== '' ? accessToken : undefined;
}

const PASSWORD_MISSING = 'رمز عبور را وارد کنید.';
const CAPTCHA_MISSING = 'پاسخ کد امنیتی را وارد کنید.';

/** A password is sent exactly as typed: spaces may be part of it. */
const passwordField = z.string({ error: PASSWORD_MISSING }).check(z.minLength(1, PASSWORD_MISSING));

/** AuthLoginRequest: a classic login with login and password (our design). */
export const authLoginRequestSchema = z.object({ login: loginIdentifier, password: passwordField });

/** AuthOtpCheckRequest: the login identifier to check (our design). */
export const authCheckRequestSchema = z.object({ login: loginIdentifier });

/** AuthOtpLoginRegisterCheckRequest (spec section 7): a mobile number or e-mail. */
export const loginRegisterRequestSchema = z.object({ login: loginIdentifier });

/**
 * AuthOtpLoginWithPasswordRequest (spec section 7): login, password and the
 * captcha answer. `captcha_key` names the captcha that was answered (our
 * design); an answer is required only when a captcha was asked, since a
 * backend may switch its captcha off. Whether the answer is right is the
 * server's to judge.
 */
export const passwordLoginRequestSchema = z
  .extend(authLoginRequestSchema, {
    captcha: z.pipe(
      z.string({ error: CAPTCHA_MISSING }),
      z.transform((answer) => toLatinDigits(answer).trim()),
    ),
    captcha_key: z.optional(z.string()),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.captcha_key && body.captcha === '') {
        context.addIssue({ code: 'custom', path: ['captcha'], message: CAPTCHA_MISSING });
      }
    }),
  );

/** The OTP confirmation: the 6-digit code (Persian digits accepted) and the token login-register gave. */
export const otpConfirmRequestSchema = z.object({
  code: otpCode,
  token: z.string({ error: 'نشانهٔ ورود فرستاده نشده است.' }).check(z.minLength(1, 'نشانهٔ ورود فرستاده نشده است.')),
});

/** The code alone, by the confirmation's rules: what the code form checks (the token is the page's). */
export const otpCodeOnlySchema = z.pick(otpConfirmRequestSchema, { code: true });

/** The answer of the identifier check: which ways in the login has, and the abilities (our design). */
export const authCheckResponseSchema = z.looseObject({
  message: z.string(),
  data: z.looseObject({
    login: z.string(),
    registered: z.boolean(),
    has_password: z.boolean(),
    methods: z.array(z.enum(['otp', 'password'])),
  }),
  userAbilities: z.array(userAbilitySchema),
});

/** The answer of login-register: the temporary token the code is confirmed with (our design beyond the token). */
export const otpChallengeResponseSchema = z.looseObject({
  message: z.string(),
  data: z.looseObject({
    token: z.string().check(z.minLength(1)),
    /** The normalised login the code was sent to. */
    login: z.string(),
    /** Seconds until the token expires. */
    expires_in: z.int().check(z.positive()),
    code_length: z.int().check(z.positive()),
    /** True when this login was not known and has just been registered. */
    is_new_user: z.boolean(),
  }),
});

/** How to register (our design): POST /auth/register has no body, so it can only explain the way in. */
export const registerInfoResponseSchema = z.looseObject({
  message: z.string(),
  data: z.looseObject({
    methods: z.array(z.enum(['otp', 'password'])),
    code_length: z.int().check(z.positive()),
    terms_path: z.string(),
  }),
});

/** The auth domain's calls (spec section 7): the ways in, the session and its abilities. */
export const authEndpoints = {
  /** A classic login with login and password. */
  login: endpoint({
    method: 'post',
    path: '/auth/login',
    access: 'public',
    body: authLoginRequestSchema,
    response: authResponseSchema,
  }),
  /**
   * Ends the session; the site server clears its cookies with the answer. Only POST: a GET that ends a
   * session is one a cross-site link could send. The token is sent when there is one, but an unknown or
   * old one has nothing left to end, so it always succeeds.
   */
  logout: endpoint({ method: 'post', path: '/auth/logout', access: 'optional', response: messageSchema }),
  refreshAbilities: endpoint({
    method: 'get',
    path: '/auth/refresh-abilities',
    access: 'student',
    response: z.looseObject({ userAbilities: z.array(userAbilitySchema) }),
  }),
  /** The user the access token belongs to. */
  user: endpoint({ method: 'get', path: '/auth/user', access: 'student', response: single(authUserSchema) }),
  /** Which ways in a login has; the abilities are the student's when she is signed in, a guest's otherwise. */
  check: endpoint({
    method: 'post',
    path: '/auth/check',
    access: 'optional',
    body: authCheckRequestSchema,
    response: authCheckResponseSchema,
  }),
  /** Sends a one-time code and answers its token. */
  loginRegister: endpoint({
    method: 'post',
    path: '/auth/login-register',
    access: 'public',
    body: loginRegisterRequestSchema,
    response: otpChallengeResponseSchema,
  }),
  /** Login, password and the captcha answer. */
  simpleLogin: endpoint({
    method: 'post',
    path: '/auth/simple-login',
    access: 'public',
    body: passwordLoginRequestSchema,
    response: authResponseSchema,
  }),
  otpConfirm: endpoint({
    method: 'post',
    path: '/auth/otp-confirm',
    access: 'public',
    body: otpConfirmRequestSchema,
    response: authResponseSchema,
  }),
  /** No body: it can only explain the way in. */
  register: endpoint({
    method: 'post',
    path: '/auth/register',
    access: 'public',
    response: registerInfoResponseSchema,
  }),
};

export const abilitiesResponseSchema = authEndpoints.refreshAbilities.response;
export const authUserResponseSchema = authEndpoints.user.response;

export type AuthUser = z.infer<typeof authUserSchema>;
export type UserAbility = z.infer<typeof userAbilitySchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type AuthLoginRequest = z.input<typeof authLoginRequestSchema>;
export type AuthCheckRequest = z.input<typeof authCheckRequestSchema>;
export type LoginRegisterRequest = z.input<typeof loginRegisterRequestSchema>;
export type PasswordLoginRequest = z.input<typeof passwordLoginRequestSchema>;
/** What is sent: the login normalised, the captcha answer in Latin digits. */
export type PasswordLoginRequestBody = z.output<typeof passwordLoginRequestSchema>;
export type OtpConfirmRequest = z.input<typeof otpConfirmRequestSchema>;
export type AuthCheckResponse = z.infer<typeof authCheckResponseSchema>;
export type OtpChallengeResponse = z.infer<typeof otpChallengeResponseSchema>;
export type RegisterInfoResponse = z.infer<typeof registerInfoResponseSchema>;
export type AbilitiesResponse = z.infer<typeof abilitiesResponseSchema>;
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** A classic login with login and password. */
export async function authLogin(body: AuthLoginRequest): Promise<AuthResponse> {
  requireParams({ body });
  return callEndpoint(authEndpoints.login, { body });
}

/** Ends the session; the site server clears its cookies with the answer. */
export async function logout(): Promise<z.infer<typeof messageSchema>> {
  return callEndpoint(authEndpoints.logout, {});
}

/** The signed-in student's abilities, read again. */
export async function refreshAbilities(): Promise<AbilitiesResponse> {
  return callEndpoint(authEndpoints.refreshAbilities, {});
}

/** The user the access token belongs to. */
export async function getAuthUser(): Promise<AuthUserResponse> {
  return callEndpoint(authEndpoints.user, {});
}

/** The full user (bearer: run it only once logged in); a save puts its answer here. */
export const authUserQuery = () => queryOptions({ queryKey: ['auth', 'user'], queryFn: getAuthUser });

/** Which ways in a login has, and the abilities. */
export async function checkAuth(body: AuthCheckRequest): Promise<AuthCheckResponse> {
  requireParams({ body });
  return callEndpoint(authEndpoints.check, { body });
}

/** Sends a one-time code and answers its token. */
export async function loginRegister(body: LoginRegisterRequest): Promise<OtpChallengeResponse> {
  requireParams({ body });
  return callEndpoint(authEndpoints.loginRegister, { body });
}

/** A login with password and captcha. */
export async function passwordLogin(body: PasswordLoginRequest): Promise<AuthResponse> {
  requireParams({ body });
  return callEndpoint(authEndpoints.simpleLogin, { body });
}

/** The one-time code back with its token. */
export async function confirmOtp(body: OtpConfirmRequest): Promise<AuthResponse> {
  requireParams({ body });
  return callEndpoint(authEndpoints.otpConfirm, { body });
}

/** How to register. */
export async function authRegister(): Promise<RegisterInfoResponse> {
  return callEndpoint(authEndpoints.register, {});
}
