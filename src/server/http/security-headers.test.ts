import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** The headers @fastify/helmet sent before they were worked out once at start (issue 12 §5). */
const CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'";
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const SECURITY_HEADER_NAMES = [...Object.keys(COMMON), 'content-security-policy', 'strict-transport-security'];

function securityHeaders(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADER_NAMES.includes(name)));
}

const requests = [
  ['a page', { method: 'GET' as const, url: '/products' }],
  ['an API answer', { method: 'GET' as const, url: '/api/health' }],
  ['an unknown API path', { method: 'GET' as const, url: '/api/nothing' }],
  ['refused input', { method: 'POST' as const, url: '/Account/Logon', payload: { email: 'nope' } }],
] as const;

describe.each([
  ['development', {}, { ...COMMON, 'content-security-policy': CSP }],
  [
    'production',
    { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) },
    {
      ...COMMON,
      'content-security-policy': CSP.replace("'unsafe-inline';", "'unsafe-inline';upgrade-insecure-requests;"),
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    },
  ],
  ['images on another host', { IMAGES_BASE_URL: 'https://cdn.example.com/img/' }, { ...COMMON, 'content-security-policy': CSP.replace('https:;', 'https: https://cdn.example.com;') }],
])('security headers in %s', (_label, env, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { products: 0, env });
  });
  afterAll(() => t.close());

  it.each(requests)('are the same as before on %s', async (_what, request) => {
    const response = await t.app.inject(request);
    expect(securityHeaders(response.headers)).toEqual(expected);
  });
});
