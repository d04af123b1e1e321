import { chatStreamUrl, getChatMessages, parseChatEvent, postChatMessage } from './chat.ts';
import { RequiredParameterError, SchemaError, ValidationError } from './errors.ts';
import { configureApiClient } from './http.ts';
import { withTestServer } from './test-server.ts';

const message = { id: 7, user_name: 'سارا محمدی', body: 'سلام <b>همه</b>', created_at: '2026-11-20T08:00:00Z' };

describe('chat calls', () => {
  const server = withTestServer();
  beforeAll(() => {
    configureApiClient({ base: server.apiBase, accessToken: () => 'chat-token' });
  });

  it('reads the recent messages without a token', async () => {
    server.answer('/front/chat/messages', { status: 200, body: { data: [message] } });
    expect(await getChatMessages()).toEqual([message]);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', authorization: undefined });
  });

  it('posts with the bearer token and returns the stored message', async () => {
    server.answer('/front/chat/messages', { status: 200, body: { message: 'فرستاده شد.', data: message } });
    const answer = await postChatMessage('سلام');
    expect(answer.data).toEqual(message);
    expect(server.requests.at(-1)).toMatchObject({ method: 'POST', authorization: 'Bearer chat-token' });
  });

  it('turns a refused text into a field error under body', async () => {
    server.answer('/front/chat/messages', {
      status: 422,
      body: { message: 'بلند است', errors: { body: ['پیام نباید بیشتر از ۵۰۰ نویسه باشد.'] } },
    });
    const error = await postChatMessage('x'.repeat(501)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual({ body: 'پیام نباید بیشتر از ۵۰۰ نویسه باشد.' });
  });

  it('refuses a list that breaks the contract', async () => {
    server.answer('/front/chat/messages', { status: 200, body: { data: [{ id: 'x' }] } });
    await expect(getChatMessages()).rejects.toBeInstanceOf(SchemaError);
  });

  it('sends nothing for an empty text', async () => {
    const before = server.requests.length;
    await expect(postChatMessage('  ')).rejects.toBeInstanceOf(RequiredParameterError);
    expect(server.requests).toHaveLength(before);
  });
});

describe('chat stream events', () => {
  it('reads a well-formed event as a message', () => {
    expect(parseChatEvent(JSON.stringify(message))).toEqual(message);
  });

  it.each(['not json', '{"id":1}', 'null', '[]'])('drops the malformed event %s', (data) => {
    expect(parseChatEvent(data)).toBeUndefined();
  });

  it('lives under the API base', () => {
    expect(chatStreamUrl()).toBe('/api/front/chat/stream');
    expect(chatStreamUrl('https://api.example/api/')).toBe('https://api.example/api/front/chat/stream');
  });
});
