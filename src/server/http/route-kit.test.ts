import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandling, unauthorized } from '../errors';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import { publicGuard, routeKit, type Guard } from './route-kit';

interface Caller {
  name: string;
}

/** A guard of the test's own: the caller names themself in a header; no header is a visitor (401). */
const headerGuard: Guard<Caller> = {
  check: async (request) => {
    if (typeof request.headers['x-caller'] !== 'string') throw unauthorized();
  },
  statuses: [401],
  actorOf: (request) => ({ name: String(request.headers['x-caller']) }),
};

const noteBody = z.object({ id: z.number().int().positive(), note: z.string().min(1).max(20) });
const noteAnswer = z.object({ isSuccess: z.literal(true), id: z.number(), by: z.string() });
const plainAnswer = z.object({ notes: z.array(z.string()) });

describe.each(testEngines())('route kit (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const handled: string[] = [];
  const delivered: number[] = [];

  const notes = async () =>
    (await sql<{ note: string }>`select note from kit_notes order by id`.execute(database.db)).rows.map((row) => row.note);
  const audits = async () =>
    (await sql<{ line: string }>`select line from kit_audit order by id`.execute(database.db)).rows.map((row) => row.line);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await sql`create table kit_notes (id integer primary key, note text not null)`.execute(database.db);
    await sql`create table kit_audit (id integer primary key, line text not null)`.execute(database.db);
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerErrorHandling(app);
    await app.register(swagger, { openapi: { info: { title: 'kit', version: '1' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } }, transform: jsonSchemaTransform });

    let auditId = 0;
    const route = routeKit<Caller, string>(app, {
      db: database.db, guard: headerGuard, tags: ['notes'], errors: [400, 409],
      audit: async (trx, actor, event) => {
        auditId += 1;
        await sql`insert into kit_audit (id, line) values (${auditId}, ${`${actor.name}: ${event}`})`.execute(trx);
      },
    });
    route({
      method: 'POST', url: '/notes', summary: 'Save a note', body: noteBody, response: noteAnswer, transaction: true,
      audit: (answer, { body }) => (body.note === 'quiet' ? null : `note ${answer.id} saved`),
      handler: async ({ body, actor, db, afterCommit }) => {
        handled.push(body.note);
        await sql`insert into kit_notes (id, note) values (${body.id}, ${body.note})`.execute(db);
        afterCommit(() => delivered.push(body.id));
        if (body.note === 'refuse') throw new AppError(409, 'bad_request', 'Refused after the insert.');
        return { id: body.id, by: actor.name };
      },
    });
    route({
      method: 'GET', url: '/notes', summary: 'The notes', response: plainAnswer, errors: [],
      handler: async () => ({ notes: await notes() }),
    });
    routeKit(app, { db: database.db, guard: publicGuard, tags: ['open'], errors: [] })({
      method: 'GET', url: '/open', summary: 'Anyone', response: z.object({ isSuccess: z.literal(true) }),
      handler: async () => ({}),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const post = (payload: unknown, caller: string | null = 'ana') =>
    app.inject({ method: 'POST', url: '/notes', payload: payload as object, headers: caller ? { 'x-caller': caller } : {} });

  it('applies the guard before the input is read: a visitor gets 401 and the handler never runs', async () => {
    const response = await post({ id: 'not even valid' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'unauthorized' });
    expect(handled).toEqual([]);
  });

  it('validates the input with the contract: 400 with a message naming the field', async () => {
    const response = await post({ id: 1, note: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'validation' });
    expect(response.json().message).toMatch(/^note: /);
    expect(handled).toEqual([]);
  });

  it('answers in the envelope when the contract says isSuccess is true, with the actor the guard found', async () => {
    const response = await post({ id: 1, note: 'first' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, id: 1, by: 'ana' });
    const list = await app.inject({ method: 'GET', url: '/notes', headers: { 'x-caller': 'ana' } });
    expect(list.json()).toEqual({ notes: ['first'] }); // no envelope where the contract has none
    const open = await app.inject({ method: 'GET', url: '/open' });
    expect(open.json()).toEqual({ isSuccess: true });
  });

  it('writes the audit event in the transaction, after the change, unless the route says there is none', async () => {
    await post({ id: 2, note: 'quiet' });
    expect(await notes()).toEqual(['first', 'quiet']);
    expect(await audits()).toEqual(['ana: note 1 saved']);
  });

  it('rolls the whole transaction back on an error: no row, no audit event, nothing run after commit', async () => {
    const before = [...delivered];
    const response = await post({ id: 3, note: 'refuse' }, 'bob');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'bad_request', message: 'Refused after the insert.' });
    expect(handled).toContain('refuse');
    expect(await notes()).toEqual(['first', 'quiet']);
    expect(await audits()).toEqual(['ana: note 1 saved']);
    expect(delivered).toEqual(before);
    expect(before).toEqual([1, 2]);
  });

  it('documents each route with its tags, bearer security and the statuses of its guard and its own', async () => {
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, { tags: string[]; summary: string; security?: unknown; responses: Record<string, unknown> }>> };
    const save = doc.paths['/notes']!.post!;
    expect(save.tags).toEqual(['notes']);
    expect(save.summary).toBe('Save a note');
    expect(save.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(save.responses).sort()).toEqual(['200', '400', '401', '409']);
    expect(Object.keys(doc.paths['/notes']!.get!.responses).sort()).toEqual(['200', '401']);
    expect(doc.paths['/open']!.get!.security).toBeUndefined();
  });

  it('refuses an audited route without a transaction when it is declared', () => {
    const route = routeKit<Caller, string>(Fastify(), { db: database.db, guard: headerGuard, tags: [], errors: [], audit: async () => {} });
    expect(() => route({ method: 'GET', url: '/x', summary: 'x', audit: () => 'x', handler: async ({ reply }) => reply })).toThrow(/transaction/);
  });
});
