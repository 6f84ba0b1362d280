import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { playNewOrderChime, SOUND_MUTED_KEY, useSoundMuted } from './sound';

// jsdom has no Web Audio: a stand-in that records the tones scheduled.
const started: number[] = [];
class FakeParam {
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
}
class FakeNode {
  connect(next: FakeNode) {
    return next;
  }
}
class FakeOscillator extends FakeNode {
  type = 'sine';
  frequency = new FakeParam();
  start(at: number) {
    started.push(at);
  }
  stop() {}
}
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = new FakeNode();
  createOscillator() {
    return new FakeOscillator();
  }
  createGain() {
    return Object.assign(new FakeNode(), { gain: new FakeParam() });
  }
  resume() {
    return Promise.resolve();
  }
}

beforeAll(() => {
  window.AudioContext = FakeAudioContext as unknown as typeof AudioContext;
});

describe('new-order chime', () => {
  it('plays two synthesised tones when not muted', () => {
    started.length = 0;
    expect(playNewOrderChime()).toBe(true);
    expect(started).toHaveLength(2);
  });

  it('stays silent when muted, and the choice is kept in localStorage for the next visit', () => {
    const { result } = renderHook(() => useSoundMuted());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem(SOUND_MUTED_KEY)).toBe('1');

    started.length = 0;
    expect(playNewOrderChime()).toBe(false);
    expect(started).toHaveLength(0);

    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(playNewOrderChime()).toBe(true);
  });
});
