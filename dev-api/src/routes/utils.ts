import type { FastifyInstance } from 'fastify';
import { utilsEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { globalData } from '../seed/global-data.ts';
import { SEED_MEDIA } from '../seed/home-media.ts';
import { FOOTER } from '../seed/pages-footer.ts';
import { staticPage } from '../seed/pages.ts';
import { issueCaptcha } from './utils-captcha.ts';
import { receiveImage, seedMediaItem, uploadedMediaItem, uploadedMediaRoutes } from './utils-media.ts';

/** `/front/utils/*`: global data, footer, captcha, static pages and the media library. */
export async function utilsRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, utilsEndpoints.global, () => globalData);

  serve(app, context, utilsEndpoints.footer, () => ({ data: FOOTER }));

  // A fresh key each time: the answer is tied to the key, not to a session.
  serve(app, context, utilsEndpoints.captcha, ({ reply }) => {
    void reply.header('cache-control', 'no-store');
    return { data: issueCaptcha() };
  });

  serve(app, context, utilsEndpoints.staticPage, ({ query, reply }) => {
    const page = staticPage(query.name);
    if (!page) return sendNotFound(reply, 'صفحه');
    return { data: page };
  });

  serve(app, context, utilsEndpoints.media, ({ body }) => {
    const uploads = context.store.get().media;
    const items = body.ids.flatMap((id) => {
      const seeded = SEED_MEDIA.find((media) => media.id === id);
      if (seeded) return [seedMediaItem(seeded)];
      const uploaded = uploads.find((media) => media.id === id);
      return uploaded ? [uploadedMediaItem(uploaded)] : [];
    });
    return { data: items };
  });

  serve(app, context, utilsEndpoints.uploadMedia, async ({ request, reply, user }) => {
    const upload = await receiveImage(context, request, 'file', user.id);
    if (!upload.media) return sendValidationError(reply, upload.errors);
    return { message: 'فایل با موفقیت بارگذاری شد.', data: uploadedMediaItem(upload.media) };
  });

  await app.register(uploadedMediaRoutes, { context });
}
