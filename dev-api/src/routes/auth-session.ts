import { randomBytes } from 'node:crypto';
import type { ParsedLogin } from '@shared/api-client';
import { bearerToken, type DevApiContext } from '../core/context.ts';
import type { DevApiState, DevUser } from '../core/state.ts';
import { DEFAULT_GRADES } from '../seed/global-data.ts';
import { mediaUrl } from '../seed/media.ts';
import { certificateNotification, jalaliDateTime, seedNotificationsFor } from '../seed/notifications.ts';
import { accountCreatedAt } from '../seed/profile.ts';
import { completedCoursesOf } from './course-progress.ts';

/** Persian (۰-۹) and Arabic (٠-٩) digits become ASCII, so «۰۹۱۲…» is read like «0912…» (the client's rule). */
export { toLatinDigits as normaliseDigits } from '@shared/api-client';

/** ASCII digits as Persian ones, for messages. */
export function persianDigits(text: string): string {
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
}

// How a login, a mobile number or an e-mail is read is the request schemas' rule, shared with the client.
export { INVALID_LOGIN_MESSAGE, parseLogin, type ParsedLogin } from '@shared/api-client';

/** The user a login identifier belongs to. */
export function findUserByLogin(state: DevApiState, login: ParsedLogin): DevUser | undefined {
  return state.users.find((user) =>
    login.kind === 'mobile'
      ? user.mobile === login.value || user.login === login.value
      : user.email?.toLowerCase() === login.value || user.login === login.value,
  );
}

/** The name to show; a student who has not filled in a name yet is «کاربر دانش‌سرا». */
export function fullName(user: DevUser): string {
  return `${user.first_name} ${user.last_name}`.trim() || 'کاربر دانش‌سرا';
}

/** The avatar to show: the uploaded one, else a generated picture with the name on it. */
export function avatarOf(user: DevUser): string {
  return user.avatar ?? mediaUrl('avatar', fullName(user));
}

/** The user as the client's `authUserSchema` reads it. */
export function userData(user: DevUser) {
  return {
    id: user.id,
    fullName: fullName(user),
    avatar: avatarOf(user),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    mobile: user.mobile,
    grade_slug: user.grade_slug,
    grade_name: DEFAULT_GRADES.find((grade) => grade.slug === user.grade_slug)?.name ?? null,
    bio: user.bio,
  };
}

/** CASL-style abilities: guests read; students also manage their profile, comment and take quizzes. */
export function userAbilities(user: DevUser | undefined) {
  const guest = [{ action: 'read', subject: 'Public' }];
  if (!user) return guest;
  return [
    ...guest,
    { action: 'read', subject: 'Auth' },
    { action: 'manage', subject: 'Profile' },
    { action: 'create', subject: 'Feedback' },
    { action: 'take', subject: 'Quiz' },
  ];
}

/** The user's bell: seeded messages with the read state the user has set. */
export function notificationsOf(state: DevApiState, userId: number) {
  const readIds = new Set(state.readNotifications[String(userId)] ?? []);
  const certificates = completedCoursesOf(state, userId).map(({ course, completed_at }) =>
    certificateNotification(course, completed_at),
  );
  const user = state.users.find((candidate) => candidate.id === userId);
  const seeded = seedNotificationsFor(userId, user ? accountCreatedAt(user) : new Date().toISOString());
  const newestFirst = [...certificates, ...seeded].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const messages = newestFirst.map((notification) => ({
    id: notification.id,
    is_read: notification.read || readIds.has(notification.id),
    body: notification.body,
    j_created_at: jalaliDateTime(notification.created_at),
    created_at: notification.created_at,
    sender: notification.sender,
    path: notification.path,
  }));
  return { messages, unread_count: messages.filter((message) => !message.is_read).length };
}

/** The token a request carries: the bearer header only (core/context.ts says why). */
export const requestToken = bearerToken;

/** Opens a session and answers the Auth response of spec section 3. */
export function authResponse(context: DevApiContext, user: DevUser, message: string) {
  const accessToken = randomBytes(24).toString('hex');
  context.store.update((state) => {
    state.sessions[accessToken] = user.id;
  });
  return {
    accessToken,
    userData: userData(user),
    userAbilities: userAbilities(user),
    notifications: notificationsOf(context.store.get(), user.id),
    message,
  };
}
