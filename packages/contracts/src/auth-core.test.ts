import { describe, expect, it } from 'vitest';
import { sessionUser } from './auth.js';
import { readSessionUser } from './auth-core.js';

const user = {
  username: 'cajero1',
  name: 'Ana Cajera',
  role: 'user',
  designation: null,
  photo: '/uploads/ana.png',
  scope: 'POS,ORDERS',
};

/** What zod makes of it: the parsed user or null. */
const parsed = (value: unknown) => {
  const result = sessionUser.safeParse(value);
  return result.success ? result.data : null;
};

describe('readSessionUser (the stored user, without zod)', () => {
  const cases: Array<[string, unknown]> = [
    ['a user', user],
    ['a user with a designation and no photo', { ...user, designation: 'Caja', photo: null }],
    ['a user with a field the schema does not know', { ...user, token: 'x' }],
    ['null', null],
    ['a string', 'cajero1'],
    ['an array', [user]],
  ];
  for (const field of Object.keys(sessionUser.shape)) {
    cases.push([`${field} missing`, { ...user, [field]: undefined }]);
    cases.push([`${field} a number`, { ...user, [field]: 7 }]);
    cases.push([`${field} null`, { ...user, [field]: null }]);
  }

  it.each(cases)('agrees with sessionUser.safeParse: %s', (_, value) => {
    expect(readSessionUser(value)).toEqual(parsed(value));
  });

  it('drops what the schema does not name', () => {
    expect(readSessionUser({ ...user, token: 'x' })).toEqual(user);
  });
});
