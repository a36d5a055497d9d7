import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';

/**
 * One migrated (and, per size, seeded) template database per engine for a whole test run, copied
 * for each test file instead of migrating and seeding it again: a table-by-table copy into memory on
 * SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. The run's global setup
 * (tests/setup/database-templates.ts) names the run and removes its templates afterwards; a process
 * outside a run (a script, a probe) keeps templates of its own.
 */
const RUN_ENV = 'TEST_TEMPLATE_RUN';
const DIR_ENV = 'TEST_TEMPLATE_DIR';

/** Starts a run: every test process below shares its templates. Returns the clean-up. */
export function startTemplateRun(): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  const dir = mkdtempSync(join(sharedMemoryOrTmp(), 'vet-test-templates-'));
  process.env[RUN_ENV] = run;
  process.env[DIR_ENV] = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!process.env.TEST_DATABASE_URL) return;
    const admin = openDatabase({ url: databaseUrl(), poolSize: 1 });
    try {
      // The templates, and any test database that was still in use when its file let it go.
      const left = await sql<{ datname: string }>`select datname from pg_database where datname like ${`tpl_${run}_%`} or datname like ${`t_${run}_%`}`.execute(admin.db);
      for (const { datname } of left.rows) await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin.db);
    } finally {
      await admin.destroy();
    }
  };
}

function runId(): string {
  const run = process.env[RUN_ENV] ?? randomBytes(4).toString('hex');
  process.env[RUN_ENV] = run;
  return run;
}

function templateDir(): string {
  const shared = process.env[DIR_ENV];
  if (shared) {
    mkdirSync(shared, { recursive: true });
    return shared;
  }
  // Outside a run: this process's own folder, gone when it exits.
  const own = mkdtempSync(join(sharedMemoryOrTmp(), 'vet-test-templates-'));
  process.env[DIR_ENV] = own;
  process.once('exit', () => rmSync(own, { recursive: true, force: true }));
  return own;
}

function sharedMemoryOrTmp(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** TEST_DATABASE_URL, or the same server's database `name`. */
export function databaseUrl(name?: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  if (!name) return base;
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new name for a test's own PostgreSQL database, under the run's name so the run's end finds it. */
export function scratchDatabaseName(): string {
  return `t_${runId()}_${randomBytes(6).toString('hex')}`;
}

async function fillTemplate(db: Db, products: number): Promise<void> {
  await migrateToLatest(db);
  if (products > 0) await seedDemoData(db, { products });
}

const built = new Map<string, Promise<string>>();

function once(key: string, build: () => Promise<string>): Promise<string> {
  let template = built.get(key);
  if (!template) {
    template = build();
    built.set(key, template);
    template.catch(() => built.delete(key));
  }
  return template;
}

/** The path of the run's SQLite template with `products` demo products (0: migrated, empty). */
export function sqliteTemplate(products: number): Promise<string> {
  return once(`sqlite-${products}`, async () => {
    const path = join(templateDir(), `sqlite-${products}.db`);
    if (existsSync(path)) return path;
    // Built under a name of this process's own and renamed into place: another process building the
    // same template at the same moment only wastes its work.
    const building = `${path}.${process.pid}-${randomBytes(3).toString('hex')}`;
    const handle = openDatabase({ url: building });
    try {
      await fillTemplate(handle.db, products);
    } finally {
      await handle.destroy();
    }
    renameSync(building, path);
    return path;
  });
}

/** A new in-memory SQLite database holding a copy of the template file's tables and rows. */
export async function cloneSqlite(templatePath: string): Promise<DatabaseHandle> {
  const handle = openDatabase({ url: ':memory:' });
  const { db } = handle;
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`attach database ${templatePath} as template`.execute(db);
  const objects = await sql<{ type: string; name: string; sql: string }>`
    select type, name, sql from template.sqlite_master where sql is not null and name not like 'sqlite_%'`.execute(db);
  const tables = objects.rows.filter((o) => o.type === 'table');
  // A deferred transaction (the store's own begin is IMMEDIATE): an immediate one would lock the
  // attached template too, and files copying it at once would wait for each other.
  await sql`begin deferred`.execute(db);
  for (const table of tables) await sql.raw(table.sql).execute(db);
  for (const table of tables) await sql`insert into main.${sql.id(table.name)} select * from template.${sql.id(table.name)}`.execute(db);
  const sequences = await sql<{ n: number }>`select count(*) as n from template.sqlite_master where name = 'sqlite_sequence'`.execute(db);
  if (Number(sequences.rows[0]?.n) > 0) {
    // Copying rows already advanced main's counters to the highest id; the template's may be higher.
    await sql`delete from main.sqlite_sequence`.execute(db);
    await sql`insert into main.sqlite_sequence select * from template.sqlite_sequence`.execute(db);
  }
  for (const other of objects.rows.filter((o) => o.type !== 'table')) await sql.raw(other.sql).execute(db);
  await sql`commit`.execute(db);
  await sql`detach database template`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  return handle;
}

/** The name of the run's PostgreSQL template database with `products` demo products. */
export function postgresTemplate(products: number): Promise<string> {
  return once(`postgres-${products}`, async () => {
    const name = `tpl_${runId()}_${products}`;
    // One connection, so the session's advisory lock is held by the connection that builds.
    const admin = openDatabase({ url: databaseUrl(), poolSize: 1 });
    try {
      await sql`select pg_advisory_lock(hashtext(${name}))`.execute(admin.db);
      const found = await sql`select 1 from pg_database where datname = ${name}`.execute(admin.db);
      if (found.rows.length === 0) {
        const building = `${name}_building`;
        await sql`drop database if exists ${sql.id(building)} with (force)`.execute(admin.db);
        await sql`create database ${sql.id(building)}`.execute(admin.db);
        const handle = openDatabase({ url: databaseUrl(building), poolSize: 1 });
        try {
          await fillTemplate(handle.db, products);
        } finally {
          await handle.destroy();
        }
        await sql`alter database ${sql.id(building)} rename to ${sql.id(name)}`.execute(admin.db);
      }
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(admin.db);
      return name;
    } finally {
      await admin.destroy();
    }
  });
}
