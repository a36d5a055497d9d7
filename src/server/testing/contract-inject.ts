import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { isErrorCode, knownErrorResponseSchema } from '../../contracts/error-codes';

/**
 * The test kit's one way to call the API: `app.inject`, then the answer is parsed with its contract
 * (the zod schema in src/contracts the route declares), so an answer that drifts from its contract
 * fails the test that made it, whatever that test asserts next:
 *
 * - a 2xx answer must parse with `success`, and may carry no field the contract does not name;
 * - any other answer must parse with `error` (by default the common `{ isSuccess: false, code,
 *   message, data? }`) and its `code` must be one of the API's ErrorCodes (contracts/error-codes.ts).
 *
 * The server serialises answers with plain JSON.stringify (fast, unchecked:
 * docs/decisions/004-responses-without-re-validation.md), so this is where answers meet their
 * contracts. Returns the response (status, headers, cookies, `json()`) with the parsed body as
 * `parsed`.
 */
export async function injectChecked<Success extends z.ZodType, Failure extends z.ZodType = typeof knownErrorResponseSchema>(
  app: FastifyInstance,
  request: InjectOptions | string,
  success: Success,
  error?: Failure,
): Promise<CheckedResponse<z.output<Success>, z.output<Failure>>> {
  const response = await app.inject(request);
  const what = describe(request, response);
  const body = readBody(response, what);
  const ok = response.statusCode >= 200 && response.statusCode < 300;
  const schema: z.ZodType = ok ? success : (error ?? knownErrorResponseSchema);
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${what}: the answer does not match its ${ok ? 'success' : 'error'} contract:\n${result.error.message}\nanswer: ${response.body}`);
  }
  const extra = undeclaredFields(body, result.data);
  if (extra.length > 0) throw new Error(`${what}: the answer has fields its contract does not name: ${extra.join(', ')}\nanswer: ${response.body}`);
  if (!ok) {
    const code = (body as { code?: unknown }).code;
    if (!isErrorCode(code)) throw new Error(`${what}: error code ${JSON.stringify(code)} is not one of the API's ErrorCodes`);
  }
  return Object.assign(response, { parsed: result.data }) as CheckedResponse<z.output<Success>, z.output<Failure>>;
}

export type CheckedResponse<S, F> = LightMyRequestResponse & {
  /** The body as its contract parsed it: the success type on 2xx, the error type otherwise. */
  parsed: S | F;
};

function describe(request: InjectOptions | string, response: LightMyRequestResponse): string {
  const { method = 'GET', url = '' } = typeof request === 'string' ? { url: request } : request;
  return `${method} ${typeof url === 'string' ? url : JSON.stringify(url)} → ${response.statusCode}`;
}

function readBody(response: LightMyRequestResponse, what: string): unknown {
  if (response.body === '') return undefined;
  try {
    return JSON.parse(response.body);
  } catch {
    throw new Error(`${what}: the answer is not JSON: ${response.body.slice(0, 200)}`);
  }
}

/** Paths of the object fields in `raw` that parsing dropped (zod strips keys a schema does not name). */
function undeclaredFields(raw: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    return raw.flatMap((item, i) => undeclaredFields(item, parsed[i], `${path}[${i}]`));
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  return Object.keys(raw).flatMap((key) =>
    key in parsed ? undeclaredFields(raw[key], parsed[key], path ? `${path}.${key}` : key) : [path ? `${path}.${key}` : key],
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
