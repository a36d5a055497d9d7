import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO_SHOPPER } from './db/seed';
import { createTestDatabase, testEngines, type TestDatabase } from './testing/test-database';
import { readyLines, seedOnFirstStart } from './start';

const production = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), SEED_PRODUCTS: '10' });
const development = loadConfig({ NODE_ENV: 'development', SEED_PRODUCTS: '10' });

describe.each(testEngines())('first start on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());

  it('in production seeds no demo account and prints no password', async () => {
    database = await createTestDatabase(engine);
    const printed = [...(await seedOnFirstStart(database.db, production)), ...(await readyLines(database.db, production, engine))];
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await database.db.selectFrom('products').select('id').limit(1).execute()).toEqual([]);
    expect(printed.join('\n')).not.toContain(DEMO_SHOPPER.password);
    expect(printed.join('\n')).toContain('npm run seed -- --demo');
  });

  it('outside production seeds the demo store and ends with the address and the demo sign-in', async () => {
    database = await createTestDatabase(engine);
    expect((await seedOnFirstStart(database.db, development))[0]).toMatch(/^Seeded demo data: \d+ products/);
    expect(await readyLines(database.db, development, engine)).toEqual([
      `Store ready at http://localhost:3000 (${engine})`,
      `Demo sign-in: ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}`,
    ]);
    expect(await seedOnFirstStart(database.db, development)).toEqual([]);
  });

  it('in production prints no demo password even when the demo data was seeded on purpose', async () => {
    database = await createTestDatabase(engine);
    await seedOnFirstStart(database.db, development);
    expect(await readyLines(database.db, production, engine)).toEqual([`Store ready at http://localhost:3000 (${engine})`]);
  });
});
