import http from 'node:http';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatStreamUrl,
  getChatMessages,
  parseChatEvent,
  postChatMessage,
  UnauthorizedError,
  type ChatMessage,
} from '@shared/api-client';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

/**
 * Reads `message` events off an open event stream as the browser's
 * EventSource would. node:http rather than fetch: fetch's pool keeps a spare
 * connection open after an abort, which would hold the server's close.
 */
async function openStream(harness: Harness, lastEventId?: number) {
  const request = http.get(chatStreamUrl(harness.baseUrl), {
    headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]();
  let buffer = '';
  async function next(): Promise<ChatMessage> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        const message = data && parseChatEvent(data.slice(6));
        if (message) return message;
        continue;
      }
      const chunk = await chunks.next();
      if (chunk.done) throw new Error('the stream ended');
      buffer += String(chunk.value);
    }
  }
  return { contentType: response.headers['content-type'], next, close: () => request.destroy() };
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe('chat contract', () => {
  it('GET /front/chat/messages answers the recent messages, oldest first', async () => {
    const messages = await getChatMessages();
    expect(messages.length).toBeGreaterThan(0);
    const ids = messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('POST /front/chat/messages needs a session', async () => {
    harness.token.value = undefined;
    await expect(postChatMessage('سلام')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('refuses an empty or too long text with a field error', async () => {
    await loginWithOtp(harness);
    // The client sends nothing blank, so the server's own check is tried directly.
    const blank = await fetch(`${harness.baseUrl}/front/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${harness.token.value}` },
      body: JSON.stringify({ body: ' \n ' }),
    });
    expect(blank.status).toBe(422);
    expect(await blank.json()).toMatchObject({ errors: { body: ['متن پیام را بنویسید.'] } });
    const long = await validationErrorOf(postChatMessage('ب'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)));
    expect(long.fields.body).toBe('پیام نباید بیشتر از ۵۰۰ نویسه باشد.');
    expect((await postChatMessage('ب'.repeat(CHAT_MESSAGE_MAX_LENGTH))).data?.body).toHaveLength(500);
  });

  it('pushes a posted message to every open stream, as text under the sender’s name', async () => {
    await loginWithOtp(harness);
    const stream = await openStream(harness);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const posted = await postChatMessage('<img src=x onerror=alert(1)> سلام');
    const pushed = await stream.next();
    stream.close();
    expect(pushed).toEqual(posted.data);
    expect(pushed).toMatchObject({ user_name: 'سارا محمدی', body: '<img src=x onerror=alert(1)> سلام' });
    expect((await getChatMessages()).at(-1)).toEqual(pushed);
  });

  it('a reconnecting stream gets the messages it missed', async () => {
    await loginWithOtp(harness);
    const lastSeen = (await getChatMessages()).at(-1)!.id;
    const missed = await postChatMessage('پیامی که در قطعی فرستاده شد');
    const stream = await openStream(harness, lastSeen);
    expect(await stream.next()).toEqual(missed.data);
    stream.close();
  });

  it('closing the server ends open streams instead of waiting for them', async () => {
    const own = await startHarness();
    const stream = await openStream(own);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(stream.next()).rejects.toThrow();
    harness.token.value = undefined;
  });
});
