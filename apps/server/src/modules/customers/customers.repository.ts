import type { Db } from '../../db/database.js';

export function customersRepository(db: Db) {
  return {
    /** The first of the spellings that is stored wins. */
    findByPhone(phones: string[]) {
      return db
        .selectFrom('customers')
        .select(['phone', 'name', 'email', 'gender', 'birth_date', 'created_at', 'updated_at'])
        .where('phone', 'in', phones)
        .execute()
        .then((rows) => phones.map((p) => rows.find((r) => r.phone === p)).find((r) => r !== undefined));
    },
  };
}
