import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { flagsOfState, type ClinicState } from '../../../domain/clinic-state';
import type { Database } from '../../db/schema';
import { SITE_ADMIN_ROLE } from '../platform-routes';

type Executor = Kysely<Database> | Transaction<Database>;
type Eb = ExpressionBuilder<Database & { c: Database['clinics'] }, 'c'>;

export interface ClinicFilter {
  q?: string;
  state?: ClinicState;
}

/** `%text%` for a LIKE, its wildcards escaped. */
const likeOf = (q: string) => sql`${`%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`} escape '\\'`;

/** The clinics a filter keeps: the state's flags, and the search in name, subdomain or city, any case. */
function filtered(db: Executor, filter: ClinicFilter) {
  let query = db.selectFrom('clinics as c');
  if (filter.state) {
    const flags = flagsOfState(filter.state);
    query = query.where('c.is_approved', '=', flags.isApproved ? 1 : 0);
    if (flags.isLive !== undefined) query = query.where('c.is_live', '=', flags.isLive ? 1 : 0);
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = likeOf(q);
    query = query.where((eb) => eb.or([
      eb(sql`lower(c.practice_name)`, 'like', like),
      eb(sql`lower(c.subdomain)`, 'like', like),
      eb(sql`lower(c.city)`, 'like', like),
    ]));
  }
  return query;
}

export async function countClinics(db: Executor, filter: ClinicFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the filtered clinics' ids, by name. */
export async function pageOfClinicIds(db: Executor, filter: ClinicFilter, page: { limit: number; offset: number }): Promise<number[]> {
  const rows = await filtered(db, filter).select('c.id').orderBy(sql`lower(c.practice_name)`).orderBy('c.id').limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => Number(r.id));
}

type UserEb = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** A client account: a user who is neither a clinic's staff member nor a site administrator. */
const isClientAccount = (w: UserEb) => w.and([
  w.not(w.exists(w.selectFrom('staff_members as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))),
  w.not(w.exists(w.selectFrom('platform_admins as a').select('a.user_id').whereRef('a.user_id', '=', 'u.id'))),
]);

/** A clinic's client accounts: its users who are neither its staff nor the platform's, closed accounts left out. */
const clientsOf = (eb: Eb) => eb.selectFrom('users as u').whereRef('u.clinic_id', '=', 'c.id').where('u.status', '<>', 'closed').where(isClientAccount);

/** Orders, not checkouts still waiting for their card. */
const ordersOf = (eb: Eb) => eb.selectFrom('orders as o').whereRef('o.clinic_id', '=', 'c.id').where('o.status', '<>', 'pending_payment');

/**
 * The clinics of these ids with their counts and latest activities, each an indexed subquery of
 * one clinic (issue 25: one statement for a page, no query per clinic). The platform's own audit
 * events are not the clinic's activity.
 */
export function clinicSummaries(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('clinics as c')
    .leftJoin('clinics as m', 'm.id', 'c.master_clinic_id')
    .select((eb) => [
      'c.id', 'c.practice_name as name', 'c.subdomain', 'c.city', 'c.province', 'c.is_approved as isApproved', 'c.is_live as isLive',
      'c.is_authorised_to_order as isAuthorisedToOrder', 'c.is_approved_for_returns as isApprovedForReturns',
      'c.address', 'c.postal_code as postalCode', 'c.phone', 'c.email', 'c.vet_name as vetName', 'c.distributor_name as distributorName',
      'c.is_automatic_registration as isAutomaticRegistration', 'c.created_at as createdAt',
      'm.id as masterId', 'm.practice_name as masterName',
      eb.selectFrom('staff_members as s').select((s) => s.fn.countAll().as('n')).whereRef('s.clinic_id', '=', 'c.id').where('s.disabled_at', 'is', null).as('staffCount'),
      clientsOf(eb).select((s) => s.fn.countAll().as('n')).as('clientCount'),
      ordersOf(eb).select((s) => s.fn.countAll().as('n')).as('orderCount'),
      ordersOf(eb).select((s) => s.fn.max('o.created_at').as('at')).as('lastOrderAt'),
      clientsOf(eb).select((s) => s.fn.max('u.created_at').as('at')).as('lastRegistrationAt'),
      eb.selectFrom('audit_events as e').select((s) => s.fn.max('e.created_at').as('at')).whereRef('e.clinic_id', '=', 'c.id')
        .where('e.actor_role', '<>', SITE_ADMIN_ROLE).as('lastStaffActionAt'),
    ])
    .where('c.id', 'in', [...ids])
    .execute();
}
export type ClinicSummaryRow = Awaited<ReturnType<typeof clinicSummaries>>[number];

export function childClinicsOf(db: Executor, clinicId: number) {
  return db.selectFrom('clinics').select(['id', 'practice_name as name']).where('master_clinic_id', '=', clinicId).orderBy('practice_name').orderBy('id').execute();
}

/** A clinic's capabilities, locked for a change on PostgreSQL (SQLite writes one at a time). */
export function lockCapabilities(trx: Transaction<Database>, clinicId: number) {
  const query = trx.selectFrom('clinics').select(['is_authorised_to_order as isAuthorisedToOrder', 'is_approved_for_returns as isApprovedForReturns'])
    .where('id', '=', clinicId);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateCapabilities(trx: Transaction<Database>, clinicId: number, flags: { isAuthorisedToOrder: boolean; isApprovedForReturns: boolean }) {
  await trx.updateTable('clinics')
    .set({ is_authorised_to_order: flags.isAuthorisedToOrder ? 1 : 0, is_approved_for_returns: flags.isApprovedForReturns ? 1 : 0 })
    .where('id', '=', clinicId).execute();
}

/** A client account (not a staff member's, not a site administrator's) with its flag. */
export function findClient(trx: Transaction<Database>, userId: number) {
  return trx.selectFrom('users as u').select(['u.id', 'u.clinic_id as clinicId', 'u.may_not_order as mayNotOrder']).where('u.id', '=', userId)
    .where(isClientAccount).executeTakeFirst();
}

export async function setMayNotOrder(trx: Transaction<Database>, userId: number, mayNotOrder: boolean) {
  await trx.updateTable('users').set({ may_not_order: mayNotOrder ? 1 : 0 }).where('id', '=', userId).execute();
}

export function clinicName(db: Executor, clinicId: number) {
  return db.selectFrom('clinics').select(['id', 'practice_name as name']).where('id', '=', clinicId).executeTakeFirst();
}

/** The clinic's client accounts a search keeps (part of the name or email, any case), closed ones left out as in its count. */
function clinicClients(db: Executor, clinicId: number, search?: string) {
  let query = db.selectFrom('users as u').where('u.clinic_id', '=', clinicId).where('u.status', '<>', 'closed').where(isClientAccount);
  const q = search?.trim().toLowerCase();
  if (q) {
    const like = likeOf(q);
    query = query.where((eb) => eb.or([eb(sql`lower(u.first_name || ' ' || u.last_name)`, 'like', like), eb(sql`lower(u.email)`, 'like', like)]));
  }
  return query;
}

export async function countClinicClients(db: Executor, clinicId: number, search?: string): Promise<number> {
  const row = await clinicClients(db, clinicId, search).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of them by name, each with its pets (not deleted) and its orders at the clinic (not checkouts waiting for their card). */
export function pageOfClinicClients(db: Executor, clinicId: number, search: string | undefined, page: { limit: number; offset: number }) {
  return clinicClients(db, clinicId, search)
    .select((eb) => [
      'u.id', 'u.first_name as firstName', 'u.last_name as lastName', 'u.email', 'u.created_at as createdAt', 'u.may_not_order as mayNotOrder',
      eb.selectFrom('pets as p').select((s) => s.fn.countAll().as('n')).whereRef('p.user_id', '=', 'u.id').where('p.is_deleted', '=', 0).as('petCount'),
      eb.selectFrom('orders as o').select((s) => s.fn.countAll().as('n')).whereRef('o.user_id', '=', 'u.id').where('o.clinic_id', '=', clinicId)
        .where('o.status', '<>', 'pending_payment').as('orderCount'),
    ])
    .orderBy(sql`lower(u.last_name)`).orderBy(sql`lower(u.first_name)`).orderBy('u.id')
    .limit(page.limit).offset(page.offset)
    .execute();
}
