import type { SessionUser } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_CACHE } from './offline-cache';
import { clearStoredUser, setStoredUser } from './session';

const user = (username: string): SessionUser => ({
  username,
  name: username,
  role: 'staff',
  designation: null,
  photo: null,
  scope: 'POS',
});

// jsdom has no Cache Storage: a stand-in records what the app asks to delete.
let deleted: string[];
beforeEach(() => {
  deleted = [];
  localStorage.clear();
  Object.assign(globalThis, {
    caches: {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    },
  });
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

describe('cached API answers follow the signed-in user', () => {
  it('are kept while the same user is confirmed again', () => {
    setStoredUser(user('cajero'));
    deleted = [];
    setStoredUser(user('cajero'));
    expect(deleted).toEqual([]);
  });

  it('are dropped when another user signs in on the device', () => {
    setStoredUser(user('cajero'));
    deleted = [];
    setStoredUser(user('mesero'));
    expect(deleted).toEqual([API_CACHE]);
  });

  it('are dropped on sign-out or when the server ends the session', () => {
    setStoredUser(user('cajero'));
    deleted = [];
    clearStoredUser();
    expect(deleted).toEqual([API_CACHE]);
  });
});
