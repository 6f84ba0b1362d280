import { COOKIES, SESSION_MARKER_META } from '@comandero/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionMarker, hasSessionMarker, sessionMarkerName } from './session';

const setMeta = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = SESSION_MARKER_META;
  meta.content = content;
  document.head.append(meta);
};

const SECURE_MARKER = `__Host-${COOKIES.marker}`;

describe('session marker cookie', () => {
  afterEach(() => {
    document.head.querySelectorAll(`meta[name="${SESSION_MARKER_META}"]`).forEach((m) => m.remove());
    for (const name of [COOKIES.marker, 'pos_signed_in']) document.cookie = `${name}=; Max-Age=0; path=/`;
    document.cookie = `${SECURE_MARKER}=; Max-Age=0; path=/; Secure`;
  });

  it('uses the default name when the page names none', () => {
    expect(sessionMarkerName()).toBe(COOKIES.marker);
    expect(hasSessionMarker()).toBe(false);
    document.cookie = `${COOKIES.marker}=1; path=/`;
    expect(hasSessionMarker()).toBe(true);
  });

  it('follows the name the server put in the page, and clears that cookie', () => {
    setMeta('pos_signed_in');
    document.cookie = `${COOKIES.marker}=1; path=/`;
    expect(hasSessionMarker()).toBe(false);
    document.cookie = 'pos_signed_in=1; path=/';
    expect(hasSessionMarker()).toBe(true);
    clearSessionMarker();
    expect(hasSessionMarker()).toBe(false);
    expect(document.cookie).toContain(`${COOKIES.marker}=1`);
  });

  it('reads and clears the __Host- marker the page names behind HTTPS (its removal must be Secure)', () => {
    setMeta(SECURE_MARKER);
    document.cookie = `${COOKIES.marker}=1; path=/`;
    expect(hasSessionMarker()).toBe(false);
    document.cookie = `${SECURE_MARKER}=1; path=/; Secure`;
    expect(hasSessionMarker()).toBe(true);
    clearSessionMarker();
    expect(hasSessionMarker()).toBe(false);
    expect(document.cookie).toContain(`${COOKIES.marker}=1`);
  });
});
