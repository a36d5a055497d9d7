import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildUrl, createApiClient, oopsMessage, type ApiClientDeps } from './client';
import { ApiError, NetworkError } from './errors';
import { passcodeAsks } from './passcode-required';

/** For the tests about statuses and transport: any answer passes. */
const anyAnswer = { schema: z.unknown() };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, statusText: `status ${status}`, headers: { 'content-type': 'application/json' } });

function setup(responses: Array<Response | Error>, location = { pathname: '/products/dogs', search: '?pg=2', key: 'k1' }) {
  const fetchImpl = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  let tokenCalls = 0;
  const tokens: ApiClientDeps['tokens'] = { get: vi.fn(async () => `token-number-${++tokenCalls}`), drop: vi.fn() };
  const deps: ApiClientDeps = {
    fetch: fetchImpl as unknown as typeof fetch,
    tokens,
    navigate: vi.fn(),
    location: () => location,
    showFailure: vi.fn(),
    toastError: vi.fn(),
    translate: (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id),
  };
  return { client: createApiClient(deps), deps, fetchImpl, tokens };
}

describe('api client: requests', () => {
  it('sends the bearer token and JSON, and returns the parsed answer', async () => {
    const { client, fetchImpl } = setup([json(200, { ok: true })]);
    await expect(client.post('/api/cart/item/', { body: { productId: 7, quantity: 2 }, ...anyAnswer })).resolves.toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/item/');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"productId":7,"quantity":2}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-number-1', 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('builds the query string, leaving out empty values and repeating arrays', () => {
    expect(buildUrl('/api/prods/list', { q: 'chew toy', pg: 2, empty: undefined, none: null, sf: ['a', 'b'] })).toBe(
      '/api/prods/list?q=chew+toy&pg=2&sf=a&sf=b',
    );
    expect(buildUrl('/api/cart/', {})).toBe('/api/cart/');
  });

  it('checks the answer with the schema', async () => {
    const schema = z.object({ count: z.number() });
    const { client } = setup([json(200, { count: 3 })]);
    await expect(client.get('/api/x', { schema })).resolves.toEqual({ count: 3 });
  });

  it('sends no token when auth is false', async () => {
    const { client, fetchImpl, tokens } = setup([json(200, {})]);
    await client.post('/Account/Logoff', { auth: false, ...anyAnswer });
    expect(tokens.get).not.toHaveBeenCalled();
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });
});

describe('api client: status handling (rr §8)', () => {
  it('401: retries once with a fresh token, then clears it and goes to sign-in with a returnUrl', async () => {
    const { client, deps, tokens, fetchImpl } = setup([json(401, { code: 'unauthorized' }), json(401, { code: 'unauthorized' })]);
    await expect(client.get('/api/account/pets', anyAnswer)).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(tokens.drop).toHaveBeenCalledTimes(2);
    expect(deps.navigate).toHaveBeenCalledWith('/Account/Logon?returnUrl=%2Fproducts%2Fdogs%3Fpg%3D2');
  });

  it('401 then success with a fresh token: no redirect', async () => {
    const { client, deps } = setup([json(401, {}), json(200, { shopper: null })]);
    await expect(client.get('/api/account/me', anyAnswer)).resolves.toEqual({ shopper: null });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('404: shows the not-found page for the page that made the call', async () => {
    const { client, deps } = setup([json(404, { isSuccess: false, code: 'not_found', message: 'No such product.' })]);
    await expect(client.get('/api/prods/details/9/', anyAnswer)).rejects.toBeInstanceOf(ApiError);
    expect(deps.showFailure).toHaveBeenCalledWith({ kind: 'notFound', locationKey: 'k1' });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('403 passcode_required: the passcode page\'s gate asks again; no error page (issue 28)', async () => {
    const { client, deps } = setup([json(403, { isSuccess: false, code: 'passcode_required', message: 'This page needs your password again.' })]);
    const before = passcodeAsks();
    await expect(client.get('/api/clinic/settlement', anyAnswer)).rejects.toMatchObject({ status: 403, code: 'passcode_required', handled: true });
    expect(passcodeAsks()).toBe(before + 1);
    expect(deps.showFailure).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('other statuses: the error page with status, message, status text and data', async () => {
    const { client, deps } = setup([json(500, { isSuccess: false, code: 'internal', message: 'Unexpected error.', data: { ref: 'x1' } })]);
    const error = await client.get('/api/cart/', anyAnswer).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, code: 'internal', handled: true });
    expect(deps.showFailure).toHaveBeenCalledWith({
      kind: 'error',
      locationKey: 'k1',
      status: 500,
      message: 'Unexpected error.',
      statusText: 'status 500',
      data: { ref: 'x1' },
    });
  });

  it('handleErrors: false hands the error to the caller and shows nothing', async () => {
    const { client, deps } = setup([json(401, { code: 'invalid_credentials', message: 'Invalid email or password.' })]);
    await expect(client.post('/Account/Logon', { auth: false, handleErrors: false, body: {}, ...anyAnswer })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.showFailure).not.toHaveBeenCalled();
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('ownStatuses: the caller gets those statuses to say in place; the others are handled as usual', async () => {
    const { client, deps } = setup([json(400, { code: 'report_range_invalid', message: 'backwards' }), json(404, { code: 'not_found', message: 'gone' })]);
    await expect(client.get('/api/clinic/reports/sales', { ownStatuses: [400], ...anyAnswer })).rejects.toMatchObject({ status: 400, code: 'report_range_invalid' });
    expect(deps.showFailure).not.toHaveBeenCalled();
    await expect(client.get('/api/clinic/reports/sales', { ownStatuses: [400], ...anyAnswer })).rejects.toMatchObject({ status: 404 });
    expect(deps.showFailure).toHaveBeenCalledWith({ kind: 'notFound', locationKey: 'k1' });
  });

  it('an answer that comes back after the shopper moved on shows nothing', async () => {
    const location = { pathname: '/products', search: '', key: 'k1' };
    const { client, deps } = setup([json(500, { message: 'late' })], location);
    const pending = client.get('/api/prods/list', anyAnswer);
    location.key = 'k2';
    await expect(pending).rejects.toMatchObject({ status: 500 });
    expect(deps.showFailure).not.toHaveBeenCalled();
  });

  it('a 5xx with a non-JSON body still becomes an ApiError with its status', async () => {
    const { client, deps } = setup([new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })]);
    await expect(client.get('/api/prods/list', anyAnswer)).rejects.toMatchObject({ status: 502, statusText: 'Bad Gateway' });
    expect(deps.showFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'error', status: 502 }));
  });
});

describe('api client: unexpected failures', () => {
  it('a network failure shows the generic toast with the message', async () => {
    const { client, deps } = setup([new TypeError('Failed to fetch')]);
    await expect(client.get('/api/prods/list', anyAnswer)).rejects.toBeInstanceOf(NetworkError);
    expect(deps.toastError).toHaveBeenCalledWith('api.oops {"message":"api.networkError"}');
    expect(deps.showFailure).not.toHaveBeenCalled();
  });

  it('an answer that does not match the schema is an unexpected failure', async () => {
    const { client, deps } = setup([json(200, { count: 'three' })]);
    await expect(client.get('/api/x', { schema: z.object({ count: z.number() }) })).rejects.toBeInstanceOf(NetworkError);
    expect(deps.toastError).toHaveBeenCalledWith('api.oops {"message":"api.unreadableAnswer"}');
  });

  it('with handleErrors false, an answer that does not match the schema reaches the caller as a failure, shown nowhere', async () => {
    const { client, deps } = setup([json(200, { shopper: { id: '12' } })]);
    const error = await client.get('/api/account/me', { schema: z.object({ shopper: z.object({ id: z.number() }) }), handleErrors: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe('api.unreadableAnswer');
    expect((error as NetworkError).cause).toBeInstanceOf(z.ZodError);
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('an imported schema checks the answer as a given one does', async () => {
    const schema = z.object({ count: z.number() });
    const { client } = setup([json(200, { count: 3, extra: true }), json(200, { count: 'three' })]);
    await expect(client.get('/api/x', { schema: async () => schema })).resolves.toEqual({ count: 3 });
    await expect(client.get('/api/x', { schema: async () => schema, handleErrors: false })).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'api.unreadableAnswer',
    });
  });

  it('a schema that fails to import is a network failure, shown as one', async () => {
    const { client, deps } = setup([json(200, { count: 3 })]);
    const schema = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(client.get('/api/x', { schema })).rejects.toMatchObject({ name: 'NetworkError', message: 'api.networkError', handled: true });
    expect(deps.toastError).toHaveBeenCalledWith('api.oops {"message":"api.networkError"}');
  });

  it('a call without a schema does not compile', () => {
    const { client } = setup([]);
    // @ts-expect-error: the schema is required, so no answer is typed on trust.
    const call = () => client.get('/api/x', {});
    expect(call).toBeTypeOf('function');
  });

  it('an aborted call is neither shown nor retried', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, deps } = setup([abort]);
    await expect(client.get('/api/prods/list', anyAnswer)).rejects.toBe(abort);
    expect(deps.toastError).not.toHaveBeenCalled();
  });

  it('oopsMessage: the message, the fallback for an empty one, and the generic text for a non-error', () => {
    const translate = (id: string, values?: Record<string, string>) => (values ? `${id}:${values.message}` : id);
    expect(oopsMessage(new Error('Disk full'), translate)).toBe('api.oops:Disk full');
    expect(oopsMessage(new Error(''), translate)).toBe('api.oops:api.unexpectedError');
    expect(oopsMessage('weird', translate)).toBe('api.somethingWentWrong');
  });
});
