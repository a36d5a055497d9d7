import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { injectChecked } from '../../testing/contract-inject';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testEngines } from '../../testing/test-database';

interface Operation {
  security?: unknown[];
}

/**
 * Every route that needs a bearer token (its OpenAPI operation names the bearer scheme) checks it
 * before anything else: an anonymous request with bad input is a 401, not a 400 that would tell a
 * stranger about the route's fields, and its body is never read.
 */
describe.each(testEngines())('routes that need a token on %s', (engine) => {
  let t: TestApp;
  let secured: { method: string; url: string }[];
  beforeAll(async () => {
    t = await createTestApp(engine, { products: 0 });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    secured = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method, ]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'not-an-id') })),
    );
  });
  afterAll(() => t.close());

  it('are found in the OpenAPI document', () => {
    expect(secured.length).toBeGreaterThan(10);
  });

  it('answer an anonymous request with bad input 401', async () => {
    const answers = await Promise.all(
      secured.map(async ({ method, url }) => {
        // Only refusals are expected: a success would not match z.never(); the 401 must match the error contract.
        const response = await injectChecked(t.app, {
          method: method as 'GET',
          url: `${url}?productId=abc&pg=-1&quantity=x&id=%00`,
          ...(method === 'GET' || method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{"broken": ' }),
        }, z.never());
        return `${method} ${url} ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });
});
