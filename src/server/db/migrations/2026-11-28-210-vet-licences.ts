import type { Kysely } from 'kysely';

/**
 * Veterinary licences (issue 24): the veterinarian role needs the person's licence number and
 * province of licence, kept on their staff row ('' when they hold no veterinarian role); each
 * prescription decision keeps the licence the deciding veterinarian held at that moment, beside the
 * vet_name it already keeps, so a later change of the staff row never rewrites a past decision.
 * Existing veterinarians have no licence on file: they decide again once an admin records it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_members').addColumn('licence_number', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('staff_members').addColumn('licence_province', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('prescriptions').addColumn('vet_licence_number', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('prescriptions').addColumn('vet_licence_province', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('prescriptions').dropColumn('vet_licence_province').execute();
  await db.schema.alterTable('prescriptions').dropColumn('vet_licence_number').execute();
  await db.schema.alterTable('staff_members').dropColumn('licence_province').execute();
  await db.schema.alterTable('staff_members').dropColumn('licence_number').execute();
}
