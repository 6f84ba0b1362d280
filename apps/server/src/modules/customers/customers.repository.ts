import type { Db } from '../../db/database.js';

export function customersRepository(db: Db) {
  return {
    findByPhone(phone: string) {
      return db
        .selectFrom('customers')
        .select(['phone', 'name', 'email', 'gender', 'birth_date', 'created_at', 'updated_at'])
        .where('phone', '=', phone)
        .executeTakeFirst();
    },
  };
}
