import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answer.js';

/** A stamp the test moves by hand, standing for the data counters a write bumps. */
function fakeData() {
  let stamp = 1;
  const builds: string[] = [];
  const answers = keptAnswers(
    async () => stamp,
    async (at, key) => {
      builds.push(`${key}@${at}`);
      return { key, at };
    },
  );
  return { answers, builds, write: () => (stamp += 1) };
}

describe('kept answers rebuilt ahead', () => {
  it('refresh rebuilds the keys asked lately once their data moved, and the next reader builds nothing', async () => {
    const { answers, builds, write } = fakeData();
    await answers.current('screen');
    await answers.refresh();
    expect(builds).toEqual(['screen@1']);
    write();
    await answers.refresh();
    expect(builds).toEqual(['screen@1', 'screen@2']);
    const answer = await answers.current('screen');
    expect(JSON.parse(answer.identity.body.toString())).toEqual({ key: 'screen', at: 2 });
    expect(builds).toEqual(['screen@1', 'screen@2']);
  });

  it('never builds a key nobody asked for', async () => {
    const { answers, builds, write } = fakeData();
    write();
    await answers.refresh();
    expect(builds).toEqual([]);
  });
});
