import type { FastifyInstance } from 'fastify';
import {
  childEditSchema, editorLangQuerySchema, familyEditSchema, familyIdParamsSchema, productEditorSchema, productFamilyListSchema,
  productIdParamsSchema, productSearchQuerySchema, uploadedImageSchema,
} from '../../../contracts/platform-products';
import type { Db } from '../../db/database';
import { platformRouteKit, writePlatformAudit } from '../platform-routes';
import { acceptImageBodies, storeUpload } from './image-upload';
import { readEditor, saveChild, saveFamily, searchFamilies } from './products.service';

/**
 * The product editor (issue 26 "Product editor"): site administrators find a family, edit it and its
 * children in both languages, and upload pictures. Every change is audited (a platform action about
 * no clinic) in the transaction that makes it.
 */
export async function productEditorRoutes(app: FastifyInstance, { db }: { db: Db }) {
  acceptImageBodies(app);
  const route = platformRouteKit(app, db);

  route({
    method: 'POST', url: '/api/images/upload',
    summary: 'Uploads a product picture (rr §7): the body is the file (PNG, JPEG or WebP, read from its bytes; at most 5 MB)',
    query: editorLangQuerySchema, response: uploadedImageSchema, errors: [400], transaction: true,
    handler: async ({ query, request, actor, db: trx, now }) => {
      const { id, created, ...image } = await storeUpload(trx, request.body, query.lang, actor.id, now);
      if (created) {
        await writePlatformAudit(trx, actor, {
          clinicId: null, entity: 'uploaded_image', entityId: id, action: 'upload', before: null,
          after: { path: image.path, contentType: image.contentType, byteSize: image.byteSize },
        }, now);
      }
      return image;
    },
  });

  route({
    method: 'GET', url: '/api/platform/products', summary: 'Product families by name or SKU, a page at a time',
    query: productSearchQuerySchema, response: productFamilyListSchema, errors: [400],
    handler: ({ query, db: database }) => searchFamilies(database, query),
  });

  route({
    method: 'GET', url: '/api/platform/products/families/:familyId', summary: 'A product family and its child products, to edit',
    params: familyIdParamsSchema, query: editorLangQuerySchema, response: productEditorSchema, errors: [400, 404],
    handler: ({ params, query, db: database }) => readEditor(database, params.familyId, query.lang),
  });

  route({
    method: 'PUT', url: '/api/platform/products/families/:familyId',
    summary: "Saves a family's names, words, categories and properties in both languages (audited; 409 when someone saved since)",
    params: familyIdParamsSchema, query: editorLangQuerySchema, body: familyEditSchema, response: productEditorSchema,
    errors: [400, 404, 409], transaction: true,
    handler: async ({ params, query, body, actor, db: trx, now }) => {
      const change = await saveFamily(trx, params.familyId, body, query.lang, now);
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'product_family', entityId: params.familyId, action: 'update', ...change }, now);
      return readEditor(trx, params.familyId, query.lang);
    },
  });

  route({
    method: 'PUT', url: '/api/platform/products/products/:productId',
    summary: "Saves a child product's names, prices, stock, flags, limit and pictures (audited; 409 when someone saved since)",
    params: productIdParamsSchema, query: editorLangQuerySchema, body: childEditSchema, response: productEditorSchema,
    errors: [400, 404, 409], transaction: true,
    handler: async ({ params, query, body, actor, db: trx, now }) => {
      const { familyId, ...change } = await saveChild(trx, params.productId, body, query.lang, now);
      await writePlatformAudit(trx, actor, { clinicId: null, entity: 'product', entityId: params.productId, action: 'update', ...change }, now);
      return readEditor(trx, familyId, query.lang);
    },
  });
}
