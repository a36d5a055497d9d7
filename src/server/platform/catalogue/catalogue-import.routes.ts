import type { FastifyInstance } from 'fastify';
import {
  applyQuerySchema, applyResponseSchema, DRY_RUN_LIST_LIMIT, dryRunQuerySchema, dryRunResponseSchema, importListResponseSchema,
} from '../../../contracts/catalogue-feed';
import type { Db } from '../../db/database';
import { platformRouteKit } from '../platform-routes';
import { dryRunFeed, importFeed, importHistory } from './catalogue-import.service';
import { acceptCsvBodies, spooledFeedOf } from './feed-csv';
import { refusalMessage } from './feed-words';

/**
 * The distributor's catalogue feed (issue 26 "Catalogue import"). A site administrator posts the
 * CSV (`Content-Type: text/csv`, streamed to a temporary file as it arrives, up to FEED_MAX_BYTES):
 * the dry run answers what applying it would add, change, discontinue and refuse, in the language
 * asked, and writes nothing; the apply writes it all or nothing and keeps it in the history.
 */
export async function catalogueImportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptCsvBodies(app);
  const route = platformRouteKit(app, db);

  route({
    method: 'POST', url: '/api/platform/catalogue/imports/dry-run',
    summary: 'What a catalogue feed (CSV body) would add, change, discontinue and refuse; changes nothing',
    query: dryRunQuerySchema, response: dryRunResponseSchema, errors: [400],
    handler: async ({ query, request, db: database }) => {
      const lang = query.lang;
      const result = await dryRunFeed(database, spooledFeedOf(request), lang, DRY_RUN_LIST_LIMIT);
      const name = (p: { nameEn: string; nameFr: string }) => (lang === 'fr' ? p.nameFr : p.nameEn);
      return {
        rows: result.rows, counts: result.counts, listLimit: DRY_RUN_LIST_LIMIT, added: result.added,
        changed: result.changed.map(({ nameEn, nameFr, ...change }) => ({ ...change, name: name({ nameEn, nameFr }) })),
        discontinued: result.discontinued.map(({ nameEn, nameFr, ...product }) => ({ ...product, name: name({ nameEn, nameFr }) })),
        refusals: [...result.refusals].sort((a, b) => a.line - b.line).map((refusal) => ({ ...refusal, message: refusalMessage(refusal, lang) })),
      };
    },
  });

  route({
    method: 'POST', url: '/api/platform/catalogue/imports',
    summary: 'Applies a catalogue feed (CSV body) in one transaction, all or nothing (409 while any row is refused); audited and kept in the history',
    query: applyQuerySchema, response: applyResponseSchema, errors: [400, 409],
    handler: async ({ query, request, actor, now, db: database }) => ({
      import: await importFeed(database, spooledFeedOf(request), { admin: actor, fileName: query.fileName, lang: query.lang, now }),
    }),
  });

  route({
    method: 'GET', url: '/api/platform/catalogue/imports',
    summary: 'The catalogue import history, newest first (a running import with the rows written so far)',
    response: importListResponseSchema,
    handler: async ({ db: database, now }) => ({ imports: await importHistory(database, now) }),
  });
}
