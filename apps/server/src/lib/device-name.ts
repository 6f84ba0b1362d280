import { UAParser } from 'ua-parser-js';

/** "Chrome 131 en Windows 10" — what staff recognise in the devices list. */
export function deviceNameFromUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const { browser, os, device } = UAParser(userAgent);
  const b = [browser.name, browser.major].filter(Boolean).join(' ');
  const o = [os.name, os.version].filter(Boolean).join(' ');
  const kind = device.type === 'tablet' ? 'Tableta' : device.type === 'mobile' ? 'Móvil' : '';
  const text = [b || 'Navegador', o ? `en ${o}` : '', kind ? `(${kind})` : ''].filter(Boolean).join(' ');
  return text.slice(0, 120);
}
