import { useSyncExternalStore } from 'react';

/**
 * The new-order chime of the orders and kitchen screens, synthesised with Web Audio (no sound
 * file to download or cache). Muting is remembered per device in localStorage.
 */
export const SOUND_MUTED_KEY = 'comandero.sound-muted';

const listeners = new Set<() => void>();

export function isSoundMuted(): boolean {
  try {
    return localStorage.getItem(SOUND_MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSoundMuted(muted: boolean): void {
  try {
    if (muted) localStorage.setItem(SOUND_MUTED_KEY, '1');
    else localStorage.removeItem(SOUND_MUTED_KEY);
  } catch {
    // Storage disabled: the choice lasts until the page reloads.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same device changed it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === SOUND_MUTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, isSoundMuted, () => false);
  return [muted, setSoundMuted];
}

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/**
 * Browsers keep audio suspended until the page gets a tap or a key; a kitchen screen that was
 * reloaded must still chime after the cook's first touch, so the context is resumed then.
 */
export function primeSoundOnFirstGesture(): () => void {
  const unlock = () => {
    const ctx = audioContext();
    if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
  return () => {
    window.removeEventListener('pointerdown', unlock);
    window.removeEventListener('keydown', unlock);
  };
}

/** Two rising tones, about a third of a second: audible over a kitchen without startling anyone. */
const NOTES = [
  { frequency: 880, start: 0, length: 0.14 },
  { frequency: 1320, start: 0.16, length: 0.2 },
] as const;

/** Plays the new-order chime unless muted; silently does nothing where audio is unavailable. */
export function playNewOrderChime(): boolean {
  if (isSoundMuted()) return false;
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const at = ctx.currentTime + 0.01;
  for (const note of NOTES) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(note.frequency, at + note.start);
    // A short attack and exponential release avoid the click of a square start/stop.
    gain.gain.setValueAtTime(0.0001, at + note.start);
    gain.gain.exponentialRampToValueAtTime(0.35, at + note.start + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + note.start + note.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at + note.start);
    osc.stop(at + note.start + note.length + 0.02);
  }
  return true;
}
