import type { FastifyRequest } from 'fastify';
import type { JsonStore } from './json-store.ts';
import type { DevApiState, DevUser } from './state.ts';

/** Settings of one dev API instance. */
export interface DevApiSettings {
  /** Folder for written data and uploads. */
  dataDir: string;
  /** The OTP code every login gets; random (and logged) when unset. */
  otpCode: string | undefined;
  /** Requests per minute per client before 429. */
  rateLimitPerMinute: number;
  /** Largest avatar upload, in bytes. */
  maxUploadBytes: number;
  /** Log lines (OTP codes included) go here. */
  log: (message: string) => void;
}

/** What every route module receives. */
export interface DevApiContext {
  settings: DevApiSettings;
  store: JsonStore<DevApiState>;
}

/**
 * The session token a request carries: the bearer header only. A cookie is not a credential here: a
 * browser sends it with any cross-site link or form, and the site server, which holds it HttpOnly, turns
 * it into this header for the site's own calls alone.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') && header.length > 7 ? header.slice(7) : undefined;
}

/** The user a request's bearer token belongs to. */
export function currentUser(context: DevApiContext, request: FastifyRequest): DevUser | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  const userId = context.store.get().sessions[token];
  return context.store.get().users.find((user) => user.id === userId);
}
