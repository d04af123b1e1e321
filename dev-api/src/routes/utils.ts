import type { FastifyInstance } from 'fastify';
import { getMediaRequestSchema } from '@shared/api-client';
import { currentUser, type DevApiContext } from '../core/context.ts';
import { sendNotFound, sendUnauthorized, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { globalData } from '../seed/global-data.ts';
import { SEED_MEDIA } from '../seed/home-media.ts';
import { FOOTER } from '../seed/pages-footer.ts';
import { staticPage } from '../seed/pages.ts';
import { issueCaptcha } from './utils-captcha.ts';
import { receiveImage, seedMediaItem, uploadedMediaItem, uploadedMediaRoutes } from './utils-media.ts';

/** `/front/utils/*`: global data, footer, captcha, static pages and the media library. */
export async function utilsRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  app.get('/front/utils/global', async () => globalData);

  app.get('/front/utils/footer', async () => ({ data: FOOTER }));

  // A fresh key each time: the answer is tied to the key, not to a session.
  app.get('/front/utils/captcha', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { data: issueCaptcha() };
  });

  app.get<{ Querystring: { name?: string } }>('/front/utils/get-page', async (request, reply) => {
    const name = request.query.name?.trim();
    if (!name) return sendValidationError(reply, { name: ['نام صفحه را بفرستید.'] });
    const page = staticPage(name);
    if (!page) return sendNotFound(reply, 'صفحه');
    return { data: page };
  });

  app.post('/front/utils/get-media', async (request, reply) => {
    const body = check(getMediaRequestSchema, request.body);
    if (!body.ok) return sendValidationError(reply, body.errors);
    const uploads = context.store.get().media;
    const items = body.data.ids.flatMap((id) => {
      const seeded = SEED_MEDIA.find((media) => media.id === id);
      if (seeded) return [seedMediaItem(seeded)];
      const uploaded = uploads.find((media) => media.id === id);
      return uploaded ? [uploadedMediaItem(uploaded)] : [];
    });
    return { data: items };
  });

  app.post('/front/utils/media/upload', async (request, reply) => {
    const user = currentUser(context, request);
    if (!user) return sendUnauthorized(reply);
    const upload = await receiveImage(context, request, 'file', user.id);
    if (!upload.media) return sendValidationError(reply, upload.errors);
    return { message: 'فایل با موفقیت بارگذاری شد.', data: uploadedMediaItem(upload.media) };
  });

  await app.register(uploadedMediaRoutes, { context });
}
