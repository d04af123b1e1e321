import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound, sendValidationError } from '../core/http-errors.ts';
import { check } from '../core/validate.ts';
import { paginate } from '../seed/blog-queries.ts';
import { SPONSORS, toSponsorCard } from '../seed/sponsors.ts';
import { pageQueryFields } from './blog.ts';

const sponsorListQuerySchema = z.object(pageQueryFields);

const sponsorShowQuerySchema = z.object({
  slug: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.string({ error: 'نامک حامی را وارد کنید.' }).min(1, 'نامک حامی را وارد کنید.'),
  ),
});

/** `/front/sponsor/*`: featured sponsors, the paginated list and one sponsor's page. */
export async function sponsorRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  void context;

  app.get('/front/sponsor/featured', async () => ({
    data: SPONSORS.filter((sponsor) => sponsor.is_featured).map(toSponsorCard),
  }));

  app.get('/front/sponsor', async (request, reply) => {
    const query = check(sponsorListQuerySchema, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    return paginate(SPONSORS.map(toSponsorCard), query.data.page, query.data.per_page);
  });

  app.get('/front/sponsor/show', async (request, reply) => {
    const query = check(sponsorShowQuerySchema, request.query);
    if (!query.ok) return sendValidationError(reply, query.errors);
    const sponsor = SPONSORS.find((candidate) => candidate.slug === query.data.slug);
    if (!sponsor) return sendNotFound(reply, 'حامی');
    return { data: sponsor };
  });
}
