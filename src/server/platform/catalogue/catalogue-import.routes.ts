import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DRY_RUN_LIST_LIMIT, dryRunQuerySchema, dryRunResponseSchema } from '../../../contracts/catalogue-feed';
import { dryRun } from '../../../domain/catalogue-feed/dry-run';
import type { Db } from '../../db/database';
import { platformRouteKit } from '../platform-routes';
import { catalogueSnapshot } from './catalogue-snapshot.queries';
import { acceptCsvBodies, readFeed } from './feed-csv';
import { refusalMessage } from './feed-words';

/**
 * The distributor's catalogue feed (issue 26 "Catalogue import"), first slice: the dry run. A site
 * administrator posts the CSV (`Content-Type: text/csv`) and reads what applying it would add,
 * change, discontinue and refuse, in the language asked. Nothing is written to the catalogue.
 */
export async function catalogueImportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptCsvBodies(app);
  const route = platformRouteKit(app, db);

  route({
    method: 'POST', url: '/api/platform/catalogue/imports/dry-run',
    summary: 'What a catalogue feed (CSV) would add, change, discontinue and refuse; changes nothing',
    query: dryRunQuerySchema, body: z.string({ error: 'The body must be the feed as CSV text (Content-Type: text/csv).' }),
    response: dryRunResponseSchema, errors: [400],
    handler: async ({ query, body, db: database }) => {
      const lang = query.lang;
      const feed = readFeed(body, lang);
      const { catalogue, reference } = await catalogueSnapshot(database);
      const result = dryRun(feed.headerWidth, feed.records, catalogue, reference, DRY_RUN_LIST_LIMIT);
      const name = (p: { nameEn: string; nameFr: string }) => (lang === 'fr' ? p.nameFr : p.nameEn);
      return {
        rows: result.rows, counts: result.counts, listLimit: DRY_RUN_LIST_LIMIT, added: result.added,
        changed: result.changed.map(({ nameEn, nameFr, ...change }) => ({ ...change, name: name({ nameEn, nameFr }) })),
        discontinued: result.discontinued.map(({ nameEn, nameFr, ...product }) => ({ ...product, name: name({ nameEn, nameFr }) })),
        refusals: [...result.refusals].sort((a, b) => a.line - b.line).map((refusal) => ({ ...refusal, message: refusalMessage(refusal, lang) })),
      };
    },
  });
}
