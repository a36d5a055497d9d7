import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PREVIEW_MAX_DAYS_AWAY, PREVIEW_MINUTES, type StorePreview } from '../../../contracts/store-preview';
import { daysFromToday, storeToday } from '../../../domain/store-preview';
import { MINUTE_MS } from '../../../domain/time';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../staff-access';
import { endPreviewRow, findClinicClient, findClinicName, insertPreview, type LivePreviewRow } from './store-preview.queries';

/** The preview a request carries (its cookie names a live one of the request's own session). */
export interface ActivePreview {
  id: number;
  startedByUserId: number;
  audience: 'clinic' | 'platform';
  actorRole: string;
  clinicId: number;
  clinicName: string;
  /** The client the shop answers as; null for a visitor of the clinic's store. */
  clientUserId: number | null;
  client: StorePreview['client'];
  lang: 'en' | 'fr';
  /** The store's day the shop answers as of. */
  day: string;
  expiresAt: string;
}

export const hashPreviewSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export function activePreviewOf(row: LivePreviewRow): ActivePreview {
  return {
    id: Number(row.id), startedByUserId: Number(row.startedByUserId), audience: row.audience, actorRole: row.actorRole, clinicId: Number(row.clinicId),
    clinicName: row.clinicName, clientUserId: row.clientUserId === null ? null : Number(row.clientUserId),
    client: row.clientUserId === null ? null : {
      id: Number(row.clientUserId), firstName: row.clientFirstName ?? '', lastName: row.clientLastName ?? '', email: row.clientEmail ?? '',
    },
    lang: row.lang, day: row.day, expiresAt: row.expiresAt,
  };
}

export const previewDto = (preview: ActivePreview, now: Date): StorePreview => ({
  id: preview.id, clinicId: preview.clinicId, clinicName: preview.clinicName, client: preview.client, lang: preview.lang, day: preview.day,
  isToday: preview.day === storeToday(now), expiresAt: preview.expiresAt, startedFrom: preview.audience,
});

export interface StartPreviewInput {
  audience: 'clinic' | 'platform';
  actorUserId: number;
  actorRole: string;
  sessionId: string;
  clinicId: number;
  clientId: number | null;
  lang: 'en' | 'fr';
  day: string;
  now: Date;
}

/**
 * Starts a preview: the day within a year of today (400), the clinic (404) and, when a client is
 * named, one of that clinic's clients (404 for anyone else: another clinic's client, its staff, an
 * unknown id). Answers the cookie's secret; the caller's route writes the audit event.
 */
export async function startPreview(trx: Transaction<Database>, input: StartPreviewInput): Promise<{ secret: string; preview: ActivePreview }> {
  if (Math.abs(daysFromToday(input.day, input.now)) > PREVIEW_MAX_DAYS_AWAY) {
    throw new AppError(400, 'preview_day_out_of_range', `day must be within ${PREVIEW_MAX_DAYS_AWAY} days of today (${storeToday(input.now)}).`);
  }
  const clinic = await findClinicName(trx, input.clinicId);
  if (!clinic) throw new AppError(404, 'clinic_not_found', `Clinic ${input.clinicId} does not exist.`);
  const client = input.clientId === null ? null : await findClinicClient(trx, input.clinicId, input.clientId);
  if (input.clientId !== null && !client) throw new AppError(404, 'client_not_found', `Client ${input.clientId} is not a client of this clinic.`);
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + PREVIEW_MINUTES * MINUTE_MS).toISOString();
  const id = await insertPreview(trx, {
    secret_hash: hashPreviewSecret(secret), started_by_user_id: input.actorUserId, session_id: input.sessionId, audience: input.audience,
    actor_role: input.actorRole, clinic_id: input.clinicId, client_user_id: client ? Number(client.id) : null, lang: input.lang,
    as_of_day: input.day, created_at: input.now.toISOString(), expires_at: expiresAt,
  });
  return {
    secret,
    preview: {
      id, startedByUserId: input.actorUserId, audience: input.audience, actorRole: input.actorRole, clinicId: input.clinicId, clinicName: clinic.name,
      clientUserId: client ? Number(client.id) : null,
      client: client ? { id: Number(client.id), firstName: client.firstName, lastName: client.lastName, email: client.email } : null,
      lang: input.lang, day: input.day, expiresAt,
    },
  };
}

/** What a preview's audit events record (started and ended). */
export const previewAuditFacts = (preview: Pick<StorePreview, 'id' | 'clinicId' | 'client' | 'lang' | 'day' | 'expiresAt'>) => ({
  id: preview.id, clinicId: preview.clinicId, clientId: preview.client?.id ?? null, visitor: preview.client === null,
  lang: preview.lang, day: preview.day, expiresAt: preview.expiresAt,
});

/** Ends a running preview, audited with whoever started it (the same person: the preview is their session's). */
export async function endPreview(trx: Transaction<Database>, preview: ActivePreview, now: Date): Promise<void> {
  if (!(await endPreviewRow(trx, preview.id, now))) return;
  await writeAudit(trx, {
    clinicId: preview.clinicId, actorUserId: preview.startedByUserId, actorRole: preview.actorRole, entity: 'store_preview', entityId: preview.id,
    action: 'preview_ended', before: previewAuditFacts(preview), after: null, now: now.toISOString(),
  });
}
