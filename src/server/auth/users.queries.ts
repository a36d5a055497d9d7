import type { Db } from '../db/database';
import type { UserUpdate } from '../db/schema';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(db: Db, id: number, changes: UserUpdate) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
