import { SCOPES } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { SCOPE_GROUPS } from '../../i18n/users';

describe('scope picker groups', () => {
  it('offer every scope of the fixed list exactly once, each with a label and a description', () => {
    const listed = SCOPE_GROUPS.flatMap((g) => g.scopes.map((s) => s.scope));
    expect([...listed].sort()).toEqual([...SCOPES].sort());
    for (const s of SCOPE_GROUPS.flatMap((g) => g.scopes)) {
      expect(s.label.trim()).not.toBe('');
      expect(s.description.length).toBeGreaterThan(10);
    }
  });
});
