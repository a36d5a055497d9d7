import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database';

/** The copies tests start from (docs/decisions/082-test-databases-copied-from-templates.md). */
describe.each(testEngines())('test databases copied from the run template on %s', (engine) => {
  const opened: TestDatabase[] = [];
  const open = async (products: number) => {
    const database = await createTestDatabase(engine, { products });
    opened.push(database);
    return database;
  };
  afterAll(() => Promise.all(opened.map((d) => d.dispose())));

  const count = async (database: TestDatabase, table: 'products' | 'users' | 'kysely_migration') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]?.n);

  it('gives a migrated empty database, or the demo data of the size asked for', async () => {
    const [empty, seeded] = await Promise.all([open(0), open(20)]);
    expect(await count(empty, 'kysely_migration')).toBeGreaterThan(0);
    expect(await count(empty, 'products')).toBe(0);
    expect(await count(seeded, 'products')).toBe(20);
    expect(await count(seeded, 'users')).toBeGreaterThan(0);
  });

  it('gives each test its own copy: one copy\'s writes are not in another', async () => {
    const [a, b] = await Promise.all([open(20), open(20)]);
    const usersBefore = await count(b, 'users');
    await sql`update users set first_name = 'Copied' where id = (select min(id) from users)`.execute(a.db);
    const renamed = await b.db.selectFrom('users').select('first_name').where('first_name', '=', 'Copied').execute();
    expect(renamed).toEqual([]);
    expect(await count(b, 'users')).toBe(usersBefore);
  });

  it('keeps foreign keys enforced and ids counting on from the template\'s', async () => {
    const database = await open(20);
    const highest = Number((await database.db.selectFrom('pets').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id);
    const owner = await database.db.selectFrom('pets').select('user_id').where('id', '=', highest).executeTakeFirstOrThrow();
    const orphan = await database.db.insertInto('pets').values({ user_id: 999_999_999, name: 'Nobody', species: 'dog', is_deleted: 0, created_at: new Date().toISOString() }).execute().then(() => 'inserted', () => 'refused');
    expect(orphan).toBe('refused');
    const added = await database.db.insertInto('pets').values({ user_id: owner.user_id, name: 'Newcomer', species: 'dog', is_deleted: 0, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect(Number(added.id)).toBeGreaterThan(highest);
  });
});
