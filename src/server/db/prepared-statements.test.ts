import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from './prepared-statements';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';

/**
 * On PostgreSQL each data statement with parameters is prepared once per connection and then only
 * bound (prepared-statements.ts); the answers are the same as unprepared ones.
 */
describe('statement names', () => {
  it('names a data statement with parameters once, the same name for the same text', () => {
    const text = 'select "id" from "pets" where "id" = $1 and "user_id" = $2';
    const name = statementName(text, [1, 2]);
    expect(name).toMatch(/^s\d+$/);
    expect(statementName(text, [3, 4])).toBe(name);
    expect(statementName(`${text} limit $3`, [1, 2, 3])).not.toBe(name);
  });

  it('leaves statements without parameters, and anything but data statements, unprepared', () => {
    expect(statementName('begin', [])).toBeUndefined();
    expect(statementName('select "id" from "pets"', [])).toBeUndefined();
    expect(statementName('select pg_advisory_xact_lock($1)', [7])).toMatch(/^s\d+$/);
    expect(statementName('create table "x" ("id" integer default $1)', [1])).toBeUndefined();
  });
});

describe.each(testEngines().filter((engine) => engine === 'postgres'))('prepared statements on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.dispose());

  it('prepares a parameterised select once on its connection and answers it the same every time', async () => {
    await t.db.connection().execute(async (connection) => {
      const find = (id: number) => connection.selectFrom('clinics').select(['id']).where('id', '=', id).execute();
      const prepared = async () =>
        (await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement like ${'%from "clinics"%'}`.execute(connection)).rows[0]!.n;
      expect(Number(await prepared())).toBe(0);
      expect(await find(1)).toEqual([]);
      expect(Number(await prepared())).toBe(1);
      expect(await find(2)).toEqual([]);
      expect(Number(await prepared())).toBe(1);
    });
  });

  it('sends statements without parameters unprepared', async () => {
    await t.db.connection().execute(async (connection) => {
      await sql`select 1 as one`.execute(connection);
      const rows = (await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement = 'select 1 as one'`.execute(connection)).rows;
      expect(Number(rows[0]!.n)).toBe(0);
    });
  });
});
