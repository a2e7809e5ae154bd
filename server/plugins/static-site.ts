/**
 * The static site: every GET/HEAD path outside /api/ served from the export in `out/` (pages with
 * their CSP, assets, redirects, the 404 page), precompressed once the receiver is ready.
 * Encapsulated: @fastify/static's reply.sendFile is only needed here.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { pathOnly } from '../request-path';
import { serveStatic } from '../static';
import type { StaticSite } from '../static';

export interface StaticSiteOptions {
  site: StaticSite;
}

export async function staticSite(app: FastifyInstance, { site }: StaticSiteOptions): Promise<void> {
  app.addHook('onReady', async () => {
    void site.precompress();
  });
  await app.register(fastifyStatic, { root: site.root, serve: false });
  app.get('/*', async (request, reply) => {
    if (pathOnly(request.url).startsWith('/api/')) return reply.code(404).send({ error: 'not_found' });
    return serveStatic(site, request, reply);
  });
}
