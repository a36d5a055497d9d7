import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const LIMIT = 3;
/** A documentation address of its own per run, so counts left in Redis by an earlier run never meet it. */
const freshAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const settings = { products: 0, env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: String(LIMIT), ...env } };
  return [await createTestApp('sqlite', settings), await createTestApp('sqlite', settings)];
}

/** Sign-in attempts from one address, alternating between the instances; the statuses answered. */
async function attempts(instances: readonly TestApp[], count: number, remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await instances[i % instances.length]!.app.inject({
      method: 'POST', url: '/Account/Logon', remoteAddress, payload: { email: 'nobody@example.com', password: 'Wrong-pass-1' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let instances: [TestApp, TestApp];
  beforeAll(async () => {
    instances = await twoInstances({ REDIS_URL: process.env.TEST_REDIS_URL! });
  });
  afterAll(() => Promise.all(instances.map((t) => t.close())));

  it('gives one address one allowance across two instances', async () => {
    const statuses = await attempts(instances, LIMIT * 2, freshAddress());
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(LIMIT).fill(429)]);
  });

  it('counts each address apart', async () => {
    expect(await attempts(instances, LIMIT, freshAddress())).toEqual(Array(LIMIT).fill(401));
    expect(await attempts(instances, LIMIT, freshAddress())).toEqual(Array(LIMIT).fill(401));
  });
});

describe('rate limits without Redis', () => {
  it('are counted by each process for itself', async () => {
    const instances = await twoInstances({});
    try {
      const statuses = await attempts(instances, LIMIT * 2 + 2, freshAddress());
      expect(statuses).toEqual([...Array(LIMIT * 2).fill(401), 429, 429]);
    } finally {
      await Promise.all(instances.map((t) => t.close()));
    }
  });

  it('let requests through when the Redis given cannot be reached (the database lock still guards accounts)', async () => {
    const t = await createTestApp('sqlite', { products: 0, env: { REDIS_URL: 'redis://127.0.0.1:1', SIGN_IN_RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      expect(await attempts([t], 3, freshAddress())).toEqual([401, 401, 401]);
    } finally {
      await t.close();
    }
  });
});
