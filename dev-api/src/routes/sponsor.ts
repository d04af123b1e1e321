import type { FastifyInstance } from 'fastify';
import { sponsorEndpoints } from '@shared/api-client';
import type { DevApiContext } from '../core/context.ts';
import { sendNotFound } from '../core/http-errors.ts';
import { serve } from '../core/serve.ts';
import { paginate } from '../seed/blog-queries.ts';
import { SPONSORS, toSponsorCard } from '../seed/sponsors.ts';

/** `/front/sponsor/*`: featured sponsors, the paginated list and one sponsor's page. */
export async function sponsorRoutes(app: FastifyInstance, { context }: { context: DevApiContext }) {
  serve(app, context, sponsorEndpoints.featured, () => ({
    data: SPONSORS.filter((sponsor) => sponsor.is_featured).map(toSponsorCard),
  }));

  serve(app, context, sponsorEndpoints.list, ({ query }) =>
    paginate(SPONSORS.map(toSponsorCard), query.page, query.per_page),
  );

  serve(app, context, sponsorEndpoints.show, ({ query, reply }) => {
    const sponsor = SPONSORS.find((candidate) => candidate.slug === query.slug);
    if (!sponsor) return sendNotFound(reply, 'حامی');
    return { data: sponsor };
  });
}
