import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DevApiContext } from '../core/context.ts';
import type { DevApiState } from '../core/state.ts';
import { sendNotFound } from '../core/http-errors.ts';
import type { SeedMedia } from '../seed/home-media.ts';
import { mediaUrl } from '../seed/media.ts';
import { placeholderSvg } from './dev-media.ts';

/** The image types an upload may have, with the extension each is stored under. */
const IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
type ImageType = keyof typeof IMAGE_TYPES;

const WRONG_TYPE = 'فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.';
const STORED_FILE = /^[\w-]+\.(png|jpg|webp)$/;
const CONTENT_TYPES: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

type StoredMedia = DevApiState['media'][number];

function isImageType(type: string): type is ImageType {
  return type in IMAGE_TYPES;
}

/** The type the file's first bytes show, so a renamed non-image is refused whatever its declared type. */
function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

function persianNumber(value: number): string {
  return value.toLocaleString('fa-IR', { maximumFractionDigits: 1 });
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** An uploaded file as the client's `mediaItemSchema` reads it. */
export function uploadedMediaItem(media: StoredMedia) {
  const url = `/api/dev-media/uploads/${media.file}`;
  return {
    id: media.id,
    url,
    name: media.name,
    mime_type: media.mime_type,
    size: media.size,
    alt: media.name,
    image_styles: { styles: { thumbnail: url, medium: url, large: url } },
    created_at: media.created_at,
  };
}

/** A seeded picture as the client's `mediaItemSchema` reads it. */
export function seedMediaItem(media: SeedMedia) {
  const url = mediaUrl(media.kind, media.title);
  return {
    id: media.id,
    url,
    name: `${media.title}.svg`,
    mime_type: 'image/svg+xml',
    size: Buffer.byteLength(placeholderSvg(media.title)),
    alt: media.title,
    image_styles: { styles: { thumbnail: `${url}?w=320`, medium: `${url}?w=768`, large: `${url}?w=1280` } },
    created_at: media.created_at,
  };
}

/**
 * Reads one image from a multipart request's `field`, checks its type and
 * size, stores it under `<dataDir>/uploads/` and records it. Problems come
 * back as the 422 errors map, in Persian.
 */
export async function receiveImage(
  context: DevApiContext,
  request: FastifyRequest,
  field: string,
  userId: number,
): Promise<{ media: StoredMedia; errors?: undefined } | { media?: undefined; errors: Record<string, string[]> }> {
  const missing = { errors: { [field]: [`فایل تصویر را در فیلد ${field} بفرستید.`] } };
  if (!request.isMultipart()) return missing;
  const part = await request.file();
  if (!part || part.fieldname !== field) return missing;
  if (!isImageType(part.mimetype)) return { errors: { [field]: [WRONG_TYPE] } };
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (!isTooLarge(error)) throw error;
    const megabytes = persianNumber(context.settings.maxUploadBytes / (1024 * 1024));
    return { errors: { [field]: [`حجم تصویر نباید بیشتر از ${megabytes} مگابایت باشد.`] } };
  }
  const type = sniffImageType(bytes);
  if (!type || type !== part.mimetype) return { errors: { [field]: [WRONG_TYPE] } };

  const folder = path.join(context.settings.dataDir, 'uploads');
  const file = `${randomUUID()}.${IMAGE_TYPES[type]}`;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, file), bytes);
  const media = context.store.update((state) => {
    const stored: StoredMedia = {
      id: Math.max(1000, ...state.media.map((item) => item.id)) + 1,
      user_id: userId,
      file,
      name: part.filename || file,
      mime_type: type,
      size: bytes.length,
      created_at: new Date().toISOString(),
    };
    state.media.push(stored);
    return stored;
  });
  return { media };
}

/** `GET /dev-media/uploads/:file`: serves uploaded images back (dev API only, not in the contract). */
export async function uploadedMediaRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.get<{ Params: { file: string } }>('/dev-media/uploads/:file', async (request, reply) => {
    const { file } = request.params;
    const extension = file.split('.').pop() ?? '';
    const type = CONTENT_TYPES[extension];
    if (!STORED_FILE.test(file) || !type) return sendNotFound(reply, 'تصویر');
    try {
      const bytes = await readFile(path.join(context.settings.dataDir, 'uploads', file));
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=604800')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    } catch {
      return sendNotFound(reply, 'تصویر');
    }
  });
}
