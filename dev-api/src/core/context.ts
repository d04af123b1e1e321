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

/** The user a request's bearer token (or access-token cookie) belongs to. */
export function currentUser(context: DevApiContext, request: FastifyRequest): DevUser | undefined {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  const cookie = /(?:^|;\s*)accessToken=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const token = bearer ?? (cookie ? decodeURIComponent(cookie) : undefined);
  if (!token) return undefined;
  const userId = context.store.get().sessions[token];
  return context.store.get().users.find((user) => user.id === userId);
}
