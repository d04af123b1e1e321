import { HTTPError, type NormalizedOptions } from 'ky';
import {
  SITE_CLIENT_HEADER,
  SITE_CLIENT_HEADER_VALUE,
  parseResponse,
  requireParams,
  callEndpoint,
  toApiError,
  FetchError,
  SchemaError,
  announceFailure,
  bearerToken,
  DEFAULT_API_BASE,
} from '@shared/api-client/core';
import { avatarUploadResponseSchema, profileEndpoints, type AvatarUploadResponse } from './profile.ts';

/*
 * The student's avatar upload (`profileEndpoints.uploadAvatar`): as a plain call, and with upload progress
 * and cancelling for the profile's picture form.
 */

/** Sets the student's avatar (bearer; png, jpeg or webp). */
export async function uploadAvatar(avatar: Blob, fileName = 'avatar'): Promise<AvatarUploadResponse> {
  requireParams({ avatar });
  const form = new FormData();
  form.append('avatar', avatar, fileName);
  return callEndpoint(profileEndpoints.uploadAvatar, { form });
}

/** What {@link uploadAvatarWithProgress} takes besides the file. */
export interface AvatarUploadOptions {
  fileName?: string;
  /** Called as bytes leave the browser: `loaded` of `total` bytes. */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborting it cancels the upload; the promise rejects with a `FetchError`. */
  signal?: AbortSignal;
  /** The API base, as {@link chatStreamUrl} takes it; the site's own `/api` by default. */
  apiBase?: string;
}

const UPLOAD_PATH = profileEndpoints.uploadAvatar.path;

function uploadUrl(apiBase: string): string {
  const origin = typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin;
  return new URL(`${apiBase.replace(/\/$/, '')}${UPLOAD_PATH}`, `${origin}/`).href;
}

/**
 * Turns a non-2xx answer into the same typed error, with the same page-wide
 * reactions (`announceFailure`), as `send` gives a ky call.
 */
async function uploadFailure(url: string, status: number, body: string): Promise<Error> {
  const response = new Response(body || null, { status });
  const error = await toApiError(
    new HTTPError(response, new Request(url, { method: 'POST' }), { method: 'POST' } as NormalizedOptions),
  );
  announceFailure(error, true);
  return error;
}

/**
 * The avatar upload (`profileEndpoints.uploadAvatar`) with upload progress
 * and cancelling. fetch reports upload progress only with streaming
 * request bodies, which Chromium sends over HTTP/2 alone; an HTTP/1.1 server
 * would never see a progress event, so this call uses XMLHttpRequest. It
 * answers and fails exactly as {@link uploadAvatar} does.
 */
export async function uploadAvatarWithProgress(
  avatar: Blob,
  options: AvatarUploadOptions = {},
): Promise<AvatarUploadResponse> {
  requireParams({ avatar });
  const { fileName = 'avatar', onProgress, signal, apiBase = DEFAULT_API_BASE } = options;
  const url = uploadUrl(apiBase);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new FetchError(signal.reason));
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(SITE_CLIENT_HEADER, SITE_CLIENT_HEADER_VALUE);
    const token = bearerToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) =>
      onProgress?.(event.loaded, event.lengthComputable ? event.total : avatar.size);
    request.onload = () => {
      settle();
      const { status, responseText } = request;
      if (status < 200 || status >= 300) {
        void uploadFailure(url, status, responseText).then(reject);
        return;
      }
      let body: unknown;
      try {
        body = responseText ? JSON.parse(responseText) : undefined;
      } catch {
        return reject(new SchemaError(UPLOAD_PATH, 'body is not JSON'));
      }
      try {
        resolve(parseResponse(UPLOAD_PATH, avatarUploadResponseSchema, body));
      } catch (error) {
        reject(error as Error);
      }
    };
    request.onerror = () => {
      settle();
      reject(new FetchError(new Error('network error')));
    };
    request.onabort = () => {
      settle();
      reject(new FetchError(signal?.reason ?? new Error('aborted')));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append('avatar', avatar, fileName);
    request.send(form);
  });
}
