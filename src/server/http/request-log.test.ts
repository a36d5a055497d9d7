import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { redactUrl, redactUrlsInText } from './redact-url';

const SECRET = 'k3y-VALUE-that-opens-an-account';

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

describe('request log', () => {
  let t: TestApp;
  const sink = logSink();
  beforeAll(async () => {
    t = await createTestApp('sqlite', { products: 0, env: { LOG_LEVEL: 'info' }, logStream: sink.stream });
  });
  afterAll(() => t.close());

  it('writes one short line per request: method, path with secrets redacted, status, time', async () => {
    sink.lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/Account/ResetPassword?token=${SECRET}&lang=fr` });
    await t.app.inject({ method: 'POST', url: `/api/account/token?token=${SECRET}`, payload: {} });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const entries = sink.lines.map((line) => JSON.parse(line) as { level: number; msg: string; pid?: number; hostname?: string });
    expect(entries).toHaveLength(3);
    expect(entries[0]!.msg).toMatch(/^GET \/Account\/ResetPassword\?token=\[redacted\]&lang=fr 200 \d+\.\dms$/);
    expect(entries[1]!.msg).toMatch(/^POST \/api\/account\/token\?token=\[redacted\] 404 \d+\.\dms$/);
    expect(entries[2]!.msg).toMatch(/^GET \/api\/health 200 \d+\.\dms$/);
    expect(entries.every((entry) => entry.level === 30 && entry.pid === undefined && entry.hostname === undefined)).toBe(true);
    expect(sink.lines.join('\n')).not.toContain(SECRET);
  });

  it('redacts URLs in any line that carries one', async () => {
    sink.lines.length = 0;
    t.app.log.warn({ url: `/Account/ConfirmAccount?token=${SECRET}` }, 'something happened');
    t.app.log.info({ req: { method: 'GET', url: `/x?access_token=${SECRET}`, headers: { cookie: SECRET } } }, 'with a request');
    expect(sink.lines).toHaveLength(2);
    expect(sink.lines.join('\n')).not.toContain(SECRET);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/Account/ResetPassword?token=abc', '/Account/ResetPassword?token=[redacted]'],
    ['/a?resetToken=abc&b=1', '/a?resetToken=[redacted]&b=1'],
    ['https://store.example/x?lang=fr&access_token=abc#top', 'https://store.example/x?lang=fr&access_token=[redacted]#top'],
    ['/a?password=p&Secret=s&code=c&sig=1&key=k&apiKey=2', '/a?password=[redacted]&Secret=[redacted]&code=[redacted]&sig=[redacted]&key=[redacted]&apiKey=[redacted]'],
    ['/a?t%6Fken=abc', '/a?t%6Fken=[redacted]'],
    ['/products?q=token&brand=aurora', '/products?q=token&brand=aurora'],
    ['/products', '/products'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('redacts every address in a text, absolute or relative', () => {
    expect(redactUrlsInText('Open https://s.example/Account/ConfirmAccount?token=abc now, or /Account/ResetPassword?token=def.')).toBe(
      'Open https://s.example/Account/ConfirmAccount?token=[redacted] now, or /Account/ResetPassword?token=[redacted].',
    );
  });
});
