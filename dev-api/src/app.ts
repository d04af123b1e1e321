import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { sendError, UNKNOWN_ADDRESS } from './core/error-handler.ts';
import { refuseRepeatedQueryParameters } from './core/single-query-values.ts';
import type { DevApiContext, DevApiSettings } from './core/context.ts';
import { JsonStore } from './core/json-store.ts';
import { scaledLoginLimits, type LoginLimits } from './core/login-limits.ts';
import { initialState, type DevApiState } from './core/state.ts';
import { authRoutes } from './routes/auth.ts';
import { dehkhodaRoutes } from './routes/dehkhoda.ts';
import { educationRoutes } from './routes/education.ts';
import { blogRoutes } from './routes/blog.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { chatRoutes } from './routes/chat.ts';
import { contactRoutes } from './routes/contact.ts';
import { courseRoutes } from './routes/course.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { homeRoutes } from './routes/home.ts';
import { profileRoutes } from './routes/profile.ts';
import { profileAccountRoutes } from './routes/profile-account.ts';
import { favoriteRoutes } from './routes/favorites.ts';
import { questionRoutes } from './routes/question.ts';
import { quizRoutes } from './routes/quiz.ts';
import { searchRoutes } from './routes/search.ts';
import { shortLinkRoutes } from './routes/short-link.ts';
import { simpleblockRoutes } from './routes/simpleblock.ts';
import { sponsorRoutes } from './routes/sponsor.ts';
import { watchRoutes } from './routes/watch.ts';
import { utilsRoutes } from './routes/utils.ts';
import { devMediaRoutes } from './routes/dev-media.ts';

/** Options of the stand-in backend; everything has a default. */
export interface DevApiOptions extends Partial<DevApiSettings> {
  /** Log requests (fastify's logger). */
  logger?: boolean;
  /** Start from the seed, forgetting what earlier runs wrote. */
  reset?: boolean;
  /** The login limits; by default `DEFAULT_LOGIN_LIMITS` widened by `DEV_API_LOGIN_LIMIT_FACTOR` (default 1). */
  loginLimits?: LoginLimits;
}

function resolveSettings(options: DevApiOptions): DevApiSettings {
  return {
    dataDir: options.dataDir ?? path.resolve('.data', 'dev-api'),
    otpCode: options.otpCode ?? process.env.DEV_OTP_CODE,
    rateLimitPerMinute: options.rateLimitPerMinute ?? Number(process.env.DEV_API_RATE_LIMIT ?? 1200),
    maxUploadBytes: options.maxUploadBytes ?? 2 * 1024 * 1024,
    log: options.log ?? ((message) => console.log(`[dev-api] ${message}`)),
  };
}

/** Every route module, each mounted under `/api` (exported so tests can list every route). */
export const ROUTES = [
  authRoutes,
  dehkhodaRoutes,
  educationRoutes,
  blogRoutes,
  certificateRoutes,
  chatRoutes,
  contactRoutes,
  courseRoutes,
  feedbackRoutes,
  homeRoutes,
  profileRoutes,
  profileAccountRoutes,
  favoriteRoutes,
  questionRoutes,
  quizRoutes,
  searchRoutes,
  shortLinkRoutes,
  simpleblockRoutes,
  sponsorRoutes,
  watchRoutes,
  utilsRoutes,
  devMediaRoutes,
];

/**
 * The stand-in backend: the API contract under `/api`, served from seeded
 * Persian data, so the site runs and is tested with no outside backend.
 */
export async function buildDevApi(options: DevApiOptions = {}): Promise<FastifyInstance> {
  const settings = resolveSettings(options);
  const store = new JsonStore<DevApiState>(path.join(settings.dataDir, 'state.json'), initialState, options.reset);
  const context: DevApiContext = { settings, store };
  const loginLimits = options.loginLimits ?? scaledLoginLimits(Number(process.env.DEV_API_LOGIN_LIMIT_FACTOR ?? 1));
  // The site server proxies /api from this machine and names the real client in X-Forwarded-For; only
  // that loopback hop is trusted, so request.ip (and the rate limit keyed on it) is the client's address.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ['127.0.0.1', '::1'],
    // A URL Fastify cannot read (bad percent-encoding) is answered like every other client error, in Persian.
    frameworkErrors: sendError,
  });

  // Before any route is registered: each route's context takes the handler it finds then.
  app.setErrorHandler(sendError);
  await app.register(rateLimit, {
    max: settings.rateLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'تعداد درخواست‌ها زیاد است؛ کمی بعد دوباره تلاش کنید.',
    }),
  });
  app.addHook('onRequest', refuseRepeatedQueryParameters);
  await app.register(multipart, { limits: { fileSize: settings.maxUploadBytes, files: 1 } });
  const routeOptions = { prefix: '/api', context, loginLimits };
  for (const routes of ROUTES) await app.register(routes, routeOptions);

  // The address is not echoed back: the client has it, and a message is no place for what a client typed.
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ message: UNKNOWN_ADDRESS });
  });
  return app;
}

/** Starts the dev API on a loopback port (0 picks a free one) and returns its base URL. */
export async function startDevApi(port = 0, options: DevApiOptions = {}) {
  const app = await buildDevApi(options);
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, baseUrl: `http://127.0.0.1:${actualPort}/api` };
}
