import { describe, expect, it } from 'vitest';
import { scopesBeyondGranter } from './scopes.js';

describe('scopesBeyondGranter', () => {
  const chief = { role: 'user', scope: 'SETTINGS,ORDERS' };

  it('names the requested scopes the granter lacks', () => {
    expect(scopesBeyondGranter(chief, ['ORDERS', 'REPORTS', 'KITCHEN'])).toEqual(['REPORTS', 'KITCHEN']);
    expect(scopesBeyondGranter(chief, ['ORDERS'])).toEqual([]);
  });

  it('lets scopes the target already had stay', () => {
    expect(scopesBeyondGranter(chief, ['REPORTS', 'ORDERS'], ['REPORTS'])).toEqual([]);
  });

  it('an admin grants anything', () => {
    expect(scopesBeyondGranter({ role: 'admin', scope: '' }, ['REPORTS', 'KITCHEN'])).toEqual([]);
  });
});
