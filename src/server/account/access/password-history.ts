import { verifyPassword } from '../../shared/auth';
import type { Db } from '../../db/database';
import { previousPasswordHashes } from './password-history.queries';

/**
 * True when the password is the current one or one of the previous PASSWORD_HISTORY_SIZE (rr §5
 * "must differ from the current and previous passwords"; issue 14). Used by the password page and
 * by a reset link alike.
 */
export async function isReusedPassword(db: Db, userId: number, currentHash: string | null, password: string): Promise<boolean> {
  const hashes = [...(currentHash ? [currentHash] : []), ...(await previousPasswordHashes(db, userId))];
  for (const hash of hashes) {
    if (await verifyPassword(hash, password)) return true;
  }
  return false;
}
