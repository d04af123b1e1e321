import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import { parseResponse, callEndpoint, endpoint, pathOf, single, send } from '@shared/api-client/core';

/**
 * A notification of the bell (spec section 3); `created_at` (ISO 8601) and
 * `path` (the site page it announces) are our additions. Read `path` through
 * {@link notificationHref}: it comes from the API and is trusted only as a
 * path on this site.
 */
export const notificationMessageSchema = z.looseObject({
  id: z.int(),
  is_read: z.boolean(),
  body: z.string(),
  /** Jalali date and time for display. */
  j_created_at: z.string(),
  created_at: z.optional(z.string()),
  sender: z.looseObject({ name: z.string(), image: z.string() }),
  path: z.optional(z.nullable(z.string())),
});

/**
 * Where a notification leads: its `path` when that is a path on this site
 * ("/course/…"), else nothing. A full address, `//host`, `/\host` or a
 * scheme (javascript:…) is refused, so a message can never send a student off
 * the site or run script.
 */
export function notificationHref(message: { path?: string | null }): string | undefined {
  const path = message.path?.trim();
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  // Control characters (tabs, new lines) inside a path are how a scheme is smuggled past such checks.
  const hasControl = Array.from(path).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return hasControl ? undefined : path;
}

/** The bell's messages; `unread_count` is our addition. */
export const notificationsSchema = z.looseObject({
  messages: z.array(notificationMessageSchema),
  unread_count: z.optional(z.int().check(z.nonnegative())),
});

/** The body of a mark-read: which messages; all of them when `ids` is absent. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.optional(z.array(z.int().check(z.positive()), { error: 'شناسهٔ اعلان‌ها باید فهرستی از عددها باشد.' })),
});

/** The bell's calls. */
export const notificationEndpoints = {
  /**
   * The bell (spec section 7). The answer may be text instead of JSON, so {@link getNotifications} reads it
   * itself rather than through `callEndpoint`; `response` is what a JSON answer holds.
   */
  list: endpoint({
    method: 'get',
    path: '/auth/notifications',
    access: 'student',
    response: single(notificationsSchema),
  }),
  /** Our addition: marks messages read, all of them when `ids` is absent; answers the bell as it is now. */
  markRead: endpoint({
    method: 'post',
    path: '/auth/notifications/read',
    access: 'student',
    body: markNotificationsReadRequestSchema,
    response: single(notificationsSchema),
  }),
};

export const notificationsResponseSchema = notificationEndpoints.list.response;
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
export type Notifications = z.infer<typeof notificationsSchema>;

/**
 * What the bell's call gave: the messages, or a plain-text answer
 * (the backend may answer text, e.g. a notice instead of a list).
 */
export type NotificationsResult =
  { kind: 'messages'; messages: NotificationMessage[]; unreadCount: number } | { kind: 'text'; text: string };

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The bell. The answer is JSON or text (spec section 7): JSON is parsed with
 * its schema, any other text comes back as a `text` result, and an empty body
 * as an empty list.
 */
export async function getNotifications(): Promise<NotificationsResult> {
  const { method, response: schema } = notificationEndpoints.list;
  const path = pathOf(notificationEndpoints.list.path);
  // A student's call: the token goes with it.
  const response = await send({ method, path, auth: true });
  const text = (await response.text()).trim();
  if (!text) return { kind: 'messages', messages: [], unreadCount: 0 };
  const json = readJson(text);
  if (!json.ok || typeof json.value === 'string') {
    return { kind: 'text', text: json.ok && typeof json.value === 'string' ? json.value : text };
  }
  const { data } = parseResponse(path, schema, json.value);
  const unreadCount = data.unread_count ?? data.messages.filter((message) => !message.is_read).length;
  return { kind: 'messages', messages: data.messages, unreadCount };
}

/** Marks messages read, all of them when `ids` is absent. */
export async function markNotificationsRead(ids?: number[]): Promise<z.infer<typeof notificationsResponseSchema>> {
  return callEndpoint(notificationEndpoints.markRead, { body: { ids } });
}

/**
 * The bell's query, under one key for every app: the shell's bell, the
 * profile's notifications page and a finished course (which brings a
 * certificate message) read and refresh the same answer.
 */
export const notificationsQuery = () =>
  queryOptions({ queryKey: ['auth', 'notifications'], queryFn: getNotifications, staleTime: 60_000 });
