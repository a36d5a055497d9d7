import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { errorResponseSchema } from '../../contracts/common';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The route kit (issue 23 §3): one declaration per route, instead of each routes file building the
 * same schema, guard, answer envelope and transaction by hand. An audience fixes its guard, tags
 * and usual error statuses once (shop/shop-routes.ts, account/account-routes.ts,
 * clinic/clinic-routes.ts, platform/platform-routes.ts); a route then says its method, path,
 * summary, contract and handler. docs/decisions/084-route-kit.md says why and how to add a route.
 */

/** The statuses a route may answer with the app's error body (errorResponseSchema). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 502 | 503;

/** Who may call an audience's routes, checked before the input is read, and who they are. */
export interface Guard<Actor> {
  /** The onRequest hook that refuses the caller (a public route has none, and no bearer security). */
  check?: (request: FastifyRequest) => Promise<void>;
  /** The statuses the check answers (401 without a session, 403 with the wrong one). */
  statuses: readonly ErrorStatus[];
  /** The caller the check let through. */
  actorOf: (request: FastifyRequest) => Actor;
}

/** Writes an audit event in the route's transaction (the clinic's staff actions). */
export type AuditWriter<Actor, Event> = (trx: Transaction<Database>, actor: Actor, event: Event, now: Date) => Promise<void>;

export interface AudienceRoutes<Actor, Event> {
  db: Db;
  guard: Guard<Actor>;
  /** The OpenAPI tags of the audience's routes (a route may name its own). */
  tags: readonly string[];
  /** The error statuses a route answers besides its guard's, unless it names its own. */
  errors: readonly ErrorStatus[];
  audit?: AuditWriter<Actor, Event>;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What a handler returns for a response contract: the contract's body, less `isSuccess` when the
 * contract's `isSuccess` is always true (the kit adds it: the answer envelope of src/contracts).
 */
export type Answer<R> = R extends z.ZodObject<infer Shape>
  ? Shape extends { isSuccess: z.ZodLiteral<true> } ? Omit<z.output<R>, 'isSuccess'> & { isSuccess?: true } : z.output<R>
  : R extends z.ZodType ? z.output<R> : never;

/** What a handler receives: the validated input, the caller, the database (the transaction when asked). */
export interface RouteInput<Actor, P, Q, B, Tx extends boolean> {
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  actor: Actor;
  db: Tx extends true ? Transaction<Database> : Db;
  /** The time of the call, read once. */
  now: Date;
  /** Runs once the route's transaction has committed (emails queued in it), or after the handler without one. */
  afterCommit: (work: () => void) => void;
  request: FastifyRequest;
  /** For an answer that is not JSON (a file, a redirect): send it and return the reply. */
  reply: FastifyReply;
}

export interface RouteSpec<Actor, Event, P, Q, B, R, Tx extends boolean> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  summary: string;
  /** The audience's tags unless given. */
  tags?: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /** The 200 answer's contract. */
  response?: R;
  /** The error statuses besides the guard's; the audience's usual ones unless given. */
  errors?: readonly ErrorStatus[];
  /** Answers with a contract of their own (place order's refusals carry the cart). */
  responses?: Readonly<Record<number, z.ZodType>>;
  /** Runs the handler (and the audit event) in one transaction: an error rolls everything back. */
  transaction?: Tx;
  /** The audit event of the change, written in the route's transaction after the handler (needs `transaction`). */
  audit?: (answer: Answer<R>, input: RouteInput<Actor, P, Q, B, Tx>) => Event | null;
  config?: FastifyContextConfig;
  bodyLimit?: number;
  /** False for answers that carry their own compressed bytes. */
  compress?: false;
  handler: (input: RouteInput<Actor, P, Q, B, Tx>) => Promise<Answer<R> | FastifyReply>;
}

/** Whether a contract's `isSuccess` can only be true: the kit then adds it to the handler's answer. */
function isEnvelope(schema: z.ZodType | undefined): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const flag: unknown = schema.shape.isSuccess;
  return flag instanceof z.ZodLiteral && flag.values.size === 1 && flag.values.has(true);
}

/** An audience's route declarer: `route({ method, url, summary, …, handler })` registers one route. */
export function routeKit<Actor, Event = never>(app: FastifyInstance, audience: AudienceRoutes<Actor, Event>) {
  const { db, guard } = audience;
  return function route<P extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined, R extends z.ZodType | undefined = undefined, Tx extends boolean = false>(
    spec: RouteSpec<Actor, Event, P, Q, B, R, Tx>,
  ): void {
    if (spec.audit && !spec.transaction) throw new Error(`${spec.method} ${spec.url}: an audited route needs transaction: true`);
    if (spec.audit && !audience.audit) throw new Error(`${spec.method} ${spec.url}: this audience writes no audit events`);
    const statuses = [...new Set([...guard.statuses, ...(spec.errors ?? audience.errors)])];
    const response: Record<number, z.ZodType> = Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));
    if (spec.response) response[200] = spec.response;
    Object.assign(response, spec.responses);
    const envelope = isEnvelope(spec.response);

    async function handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      const actor = guard.actorOf(request);
      const now = new Date();
      const committed: Array<() => void> = [];
      const inputWith = (database: Db | Transaction<Database>) => ({
        params: request.params as Output<P>, query: request.query as Output<Q>, body: request.body as Output<B>, actor,
        db: database as RouteInput<Actor, P, Q, B, Tx>['db'], now, afterCommit: (work: () => void) => { committed.push(work); }, request, reply,
      });
      const answer = spec.transaction
        ? await db.transaction().execute(async (trx) => {
          const input = inputWith(trx);
          const result = await spec.handler(input);
          const event = spec.audit && result !== reply ? spec.audit(result as Answer<R>, input) : null;
          if (event !== null) await audience.audit!(trx, actor, event, now);
          return result;
        })
        : await spec.handler(inputWith(db));
      for (const work of committed) work();
      if (answer === reply || !envelope) return answer;
      return { isSuccess: true, ...(answer as object) };
    }

    app.route({
      method: spec.method,
      url: spec.url,
      ...(guard.check ? { onRequest: guard.check } : {}),
      ...(spec.config ? { config: spec.config } : {}),
      ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
      ...(spec.compress === false ? { compress: false } : {}),
      schema: {
        tags: [...(spec.tags ?? audience.tags)],
        summary: spec.summary,
        ...(guard.check ? { security: [{ bearer: [] }] } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(Object.keys(response).length > 0 ? { response } : {}),
      },
      handler: handle,
    });
  };
}

/** A route anyone may call: no check, no bearer security, no caller. */
export const publicGuard: Guard<null> = { statuses: [], actorOf: () => null };
