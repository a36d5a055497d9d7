import type { Kysely } from 'kysely';
import { RX_STATUS } from '../../../domain/constants';
import { DAY_MS } from '../../../domain/time';
import type { Database } from '../schema';

/** The clinic portal's demo accounts (issue 16; README), all with the demo shopper's password. */
export const DEMO_STAFF = {
  // The veterinarian role needs a licence number and province of licence (issue 24), so the demo still approves.
  veterinarian: { email: 'vet@example.com', firstName: 'Claire', lastName: 'Tremblay', isAdmin: 0, isVeterinarian: 1, licenceNumber: '4821', licenceProvince: 'ON' },
  staff: { email: 'staff@example.com', firstName: 'Sam', lastName: 'Nguyen', isAdmin: 0, isVeterinarian: 0, licenceNumber: '', licenceProvince: '' },
  admin: { email: 'clinicadmin@example.com', firstName: 'Jordan', lastName: 'Roy', isAdmin: 1, isVeterinarian: 0, licenceNumber: '', licenceProvince: '' },
} as const;

/**
 * The platform's demo site administrator (issue 23; README). Users belong to a clinic in today's
 * schema, so this one is attached to the demo clinic, with no staff row there: the platform role
 * comes only from platform_admins.
 */
export const DEMO_SITE_ADMIN = { email: 'platform@example.com', firstName: 'Dominique', lastName: 'Pelletier' } as const;

/** A client who confirmed their email and waits for the clinic to enable the account (the pending queue). */
export const DEMO_PENDING_CLIENT = { email: 'newclient@example.com', firstName: 'Morgan', lastName: 'Lavoie', language: 'en' } as const;
/** A second one, who registered in French. */
export const DEMO_PENDING_CLIENT_FR = { email: 'nouveauclient@example.com', firstName: 'Camille', lastName: 'Gagnon', language: 'fr' } as const;
/**
 * Another client of the clinic, in French, whose two cats wait for a prescription too: the clinic
 * journeys decide these, so the demo shopper's own waiting prescription stays as the cart expects.
 */
export const DEMO_SECOND_CLIENT = { email: 'sophie@example.com', firstName: 'Sophie', lastName: 'Bélanger', petName: 'Filou', secondPetName: 'Pacha' } as const;

/**
 * Staff of the demo shopper's clinic, a pending client at that clinic, and what the demo shopper's
 * waiting prescription asks for (a product of its family, a quantity and a note), so the
 * veterinarian's queue and the clients' queue each have something to show.
 */
export async function insertDemoStaff(
  db: Kysely<Database>,
  options: { passwordHash: string; clinicId: number; demoShopperId: number; now: Date },
): Promise<void> {
  const createdAt = new Date(options.now.getTime() - 3 * DAY_MS).toISOString();
  const userValues = (email: string, firstName: string, lastName: string, status: 'active' | 'pending', language = 'en') => ({
    email, password_hash: options.passwordHash, first_name: firstName, last_name: lastName, phone: '613-555-0142', province: 'ON',
    language, clinic_id: options.clinicId, status, failed_sign_ins: 0, locked_until: null, password_changed_at: null,
    account_credit_cents: 0, created_at: createdAt,
  });
  for (const member of Object.values(DEMO_STAFF)) {
    const user = await db.insertInto('users').values(userValues(member.email, member.firstName, member.lastName, 'active'))
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('staff_members').values({
      user_id: user.id, clinic_id: options.clinicId, is_admin: member.isAdmin, is_veterinarian: member.isVeterinarian,
      licence_number: member.licenceNumber, licence_province: member.licenceProvince, disabled_at: null, created_at: createdAt,
    }).execute();
  }
  const siteAdmin = await db.insertInto('users').values(userValues(DEMO_SITE_ADMIN.email, DEMO_SITE_ADMIN.firstName, DEMO_SITE_ADMIN.lastName, 'active'))
    .returning('id').executeTakeFirstOrThrow();
  await db.insertInto('platform_admins').values({ user_id: siteAdmin.id, created_at: createdAt }).execute();
  for (const pending of [DEMO_PENDING_CLIENT, DEMO_PENDING_CLIENT_FR]) {
    await db.insertInto('users').values(userValues(pending.email, pending.firstName, pending.lastName, 'pending', pending.language)).execute();
  }
  const second = await db.insertInto('users')
    .values(userValues(DEMO_SECOND_CLIENT.email, DEMO_SECOND_CLIENT.firstName, DEMO_SECOND_CLIENT.lastName, 'active', 'fr'))
    .returning('id').executeTakeFirstOrThrow();
  const cats = await db.insertInto('pets')
    .values([DEMO_SECOND_CLIENT.petName, DEMO_SECOND_CLIENT.secondPetName].map((name) => ({ user_id: second.id, name, species: 'cats', is_deleted: 0, created_at: createdAt })))
    .returning('id').execute();
  // The veterinarian decides on what they see (issue 16): each cat's breed, age and weight.
  const year = options.now.getUTCFullYear();
  const catDetails = [
    { breeds: ['Siamese'], sex: 'male', birthDate: `${year - 12}-03-21`, weightGrams: 3_800 },
    { breeds: ['Maine Coon'], sex: 'male', birthDate: `${year - 9}-11-08`, weightGrams: 6_900 },
  ];
  for (const [index, cat] of cats.entries()) {
    const details = catDetails[index]!;
    await db.updateTable('pets')
      .set({ breeds_json: JSON.stringify(details.breeds), sex: details.sex, birth_date: details.birthDate, weight_grams: details.weightGrams })
      .where('id', '=', cat.id).execute();
  }

  for (const rx of await detailDemoRxRequests(db, options.demoShopperId)) {
    await db.insertInto('prescriptions').values(cats.map((cat) => ({
      user_id: second.id, pet_id: cat.id, family_id: rx.familyId, product_id: rx.productId, rx_status_id: RX_STATUS.notValidated,
      quantity: 0, refill_quantity: 0, refill_quantity_remaining: 0, vet_name: '', expires_at: null, requested_quantity: 2,
      client_note: 'Problèmes rénaux; son vétérinaire a recommandé cette nourriture.', created_at: createdAt,
    }))).execute();
  }
}

/**
 * What the demo shopper asked the veterinarian for (issue 16): each prescription waiting for
 * validation gets the product, a quantity and a note. Returns the requests, family and product.
 */
export async function detailDemoRxRequests(db: Kysely<Database>, userId: number): Promise<{ familyId: number; productId: number | null }[]> {
  const waiting = await db.selectFrom('prescriptions').select(['id', 'family_id'])
    .where('user_id', '=', userId).where('rx_status_id', '=', RX_STATUS.notValidated).execute();
  const requests: { familyId: number; productId: number | null }[] = [];
  for (const rx of waiting) {
    const product = await db.selectFrom('products').select('id').where('family_id', '=', rx.family_id)
      .orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
    await db.updateTable('prescriptions')
      .set({ product_id: product?.id ?? null, requested_quantity: 1, client_note: 'Minou finished her last bag; same food as before, please.' })
      .where('id', '=', rx.id).execute();
    requests.push({ familyId: rx.family_id, productId: product?.id ?? null });
  }
  return requests;
}
