import type { Db } from '../../db/database';

/** An uploaded picture's bytes and type by the SHA-256 its address names. */
export function uploadedImage(db: Db, sha256: string) {
  return db.selectFrom('uploaded_images').select(['content_type', 'bytes']).where('sha256', '=', sha256).executeTakeFirst();
}
