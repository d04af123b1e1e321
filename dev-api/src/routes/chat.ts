import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { chatEndpoints, chatStream, type ChatMessage } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { serve } from '../core/serve.ts';
import { SEED_CHAT_MESSAGES } from '../seed/chat.ts';
import { fullName } from './auth-session.ts';

/** How many messages the room opens with, and how many a reconnect may catch up on. */
const RECENT = 50;
/** Written messages kept in state.json; older ones are dropped. */
const KEPT = 200;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after the stream drops. */
const RETRY_MS = 3000;

function sendEvent(stream: ServerResponse, message: ChatMessage) {
  stream.write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
}

/**
 * `/front/chat/*`: the chat room. Recent messages over GET, new ones pushed
 * to every open event stream the moment they are posted, and a reconnecting
 * browser (Last-Event-ID) gets what it missed.
 */
export async function chatRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  const streams = new Map<ServerResponse, NodeJS.Timeout>();
  const allMessages = (): ChatMessage[] => [...SEED_CHAT_MESSAGES, ...context.store.get().chatMessages];

  serve(app, context, chatEndpoints.messages, () => ({ data: allMessages().slice(-RECENT) }));

  // Not a JSON call: the answer is hijacked and written as events for as long as the browser listens.
  app.get(chatStream.path, (request, reply) => {
    void reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const lastId = Number(request.headers['last-event-id']);
    if (Number.isInteger(lastId)) {
      for (const message of allMessages()
        .filter((m) => m.id > lastId)
        .slice(-RECENT))
        sendEvent(stream, message);
    }
    streams.set(
      stream,
      setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS),
    );
    // The response closes when the browser goes away (or the server ends it).
    stream.on('close', () => {
      clearInterval(streams.get(stream));
      streams.delete(stream);
    });
  });

  serve(app, context, chatEndpoints.post, ({ body, user }) => {
    const message = context.store.update((state) => {
      const id = Math.max(0, ...allMessages().map((m) => m.id)) + 1;
      const stored = { id, user_name: fullName(user), body: body.body, created_at: new Date().toISOString() };
      state.chatMessages = [...state.chatMessages, stored].slice(-KEPT);
      return stored;
    });
    for (const stream of streams.keys()) sendEvent(stream, message);
    return { message: 'پیام فرستاده شد.', data: message };
  });

  // Open streams never end by themselves; without this, closing the server would wait for them.
  app.addHook('preClose', (done) => {
    for (const [stream, heartbeat] of streams) {
      clearInterval(heartbeat);
      stream.end();
    }
    streams.clear();
    done();
  });
}
