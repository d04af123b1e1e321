import { queryOptions } from '@tanstack/react-query';
import * as z from '@shared/schema';
import {
  requireParams,
  callEndpoint,
  endpoint,
  type Endpoint,
  actionResult,
  list,
  DEFAULT_API_BASE,
} from '@shared/api-client/core';
import { persianCount } from './query-params.ts';

/**
 * The chat room of `/chat` (our design; the spec names the page only): recent
 * messages over a plain GET, new ones pushed as server-sent events, and a
 * bearer POST to write. Messages are plain text; the site never reads them as HTML.
 */

/** Longest message, in characters (UTF-16 code units, as the server counts them). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;

/** One message of the room. */
export const chatMessageSchema = z.looseObject({
  id: z.int(),
  /** The sender's full name. */
  user_name: z.string(),
  /** Plain text, 1–500 characters. */
  body: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
});

const CHAT_EMPTY = 'متن پیام را بنویسید.';

/** What a student sends: 1–500 characters once trimmed. */
export const chatPostRequestSchema = z.object({
  body: z.string({ error: CHAT_EMPTY }).check(
    z.trim(),
    z.minLength(1, CHAT_EMPTY),
    z.maxLength(CHAT_MESSAGE_MAX_LENGTH, {
      error: `پیام نباید بیشتر از ${persianCount(CHAT_MESSAGE_MAX_LENGTH)} نویسه باشد.`,
    }),
  ),
});

export type ChatPostRequest = z.input<typeof chatPostRequestSchema>;

/** The room's JSON calls: anyone reads, a signed-in student writes. */
export const chatEndpoints = {
  /** The most recent messages, oldest first. */
  messages: endpoint({
    method: 'get',
    path: '/front/chat/messages',
    access: 'public',
    response: list(chatMessageSchema),
  }),
  /** 422 with `errors.body` for an empty or too long text. */
  post: endpoint({
    method: 'post',
    path: '/front/chat/messages',
    access: 'student',
    body: chatPostRequestSchema,
    response: actionResult(chatMessageSchema),
  }),
};

/**
 * The room's event stream (text/event-stream, event `message`, each event's data one message). Not a JSON
 * call, so it has no response schema and is not among `chatEndpoints`: the browser's `EventSource` opens it
 * by its address, and the dev API serves it by hand.
 */
export const chatStream = {
  method: 'get',
  path: '/front/chat/stream',
  access: 'public',
} as const satisfies Pick<Endpoint, 'method' | 'path' | 'access'>;

export const chatPostResponseSchema = chatEndpoints.post.response;

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatPostResponse = z.infer<typeof chatPostResponseSchema>;

/** The most recent messages, oldest first. */
export async function getChatMessages(): Promise<ChatMessage[]> {
  const response = await callEndpoint(chatEndpoints.messages, {});
  return response.data;
}

/** The room's recent messages; the live stream keeps them current, so they never go stale. */
export const chatMessagesQuery = () =>
  queryOptions({ queryKey: ['chat', 'messages'], queryFn: getChatMessages, staleTime: Infinity });

/** Writes to the room as the signed-in student: 422 with `errors.body` for an empty or too long text. */
export async function postChatMessage(body: string): Promise<ChatPostResponse> {
  requireParams({ body });
  return callEndpoint(chatEndpoints.post, { body: { body } });
}

/**
 * Address of the event stream for an `EventSource`, which cannot go through
 * the client's ky instance. The site's API base is `/api` on its own origin.
 */
export function chatStreamUrl(apiBase: string = DEFAULT_API_BASE): string {
  return `${apiBase.replace(/\/$/, '')}${chatStream.path}`;
}

/** Reads one event's data as a message; anything that breaks the schema is dropped, never shown. */
export function parseChatEvent(data: string): ChatMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = chatMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
