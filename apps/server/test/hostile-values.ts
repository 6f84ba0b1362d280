/** Raw hostile material; hostile-arbitraries.ts turns it into requests. */

export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE users; --',
  '" OR ""="',
  "'; DELETE FROM orders; --",
  "1' UNION SELECT username, password_hash FROM users --",
  "%' AND 1=0 UNION SELECT NULL --",
  "\\'; UPDATE users SET role='admin' --",
  '1)) OR pg_sleep(0) IS NULL --',
  "' || (SELECT sqlite_version()) || '",
] as const;

export const HTML_INJECTIONS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
  '<iframe src="javascript:alert(1)"></iframe>',
] as const;

export const PROTO_WORDS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** Text that looks like a number but is not a plain one, or is out of any range. */
export const NUMBER_LIKE_TEXT = [
  '-1',
  '-0',
  '1.5',
  '0.001',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '1,5',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '9007199254740993',
] as const;

export const ODD_TEXT = [
  '',
  ' ',
  'abc',
  '\u0000',
  '\u202e\u0645',
  'ñandú 🍔',
  '\ud800',
  'a\r\nb',
  '%00',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
] as const;

export const HOSTILE_TEXT: readonly string[] = [
  ...SQL_INJECTIONS,
  ...HTML_INJECTIONS,
  ...PROTO_WORDS,
  ...NUMBER_LIKE_TEXT,
  ...ODD_TEXT,
  'x'.repeat(10_000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  -0.5,
  -2147483649,
  0.001,
  1.5,
  123.456,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Values of every JSON kind, a field's refused ones are picked from these. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  ...HOSTILE_TEXT,
  ...HOSTILE_NUMBERS,
  true,
  false,
  null,
  [],
  [null],
  [-1, 1.5],
  [{}],
  ['<script>alert(1)</script>'],
  {},
  { id: -1 },
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  [[[[[[[[[[[]]]]]]]]]]],
];

/**
 * JSON number tokens that JSON.parse reads as ±Infinity, or as a number past every id and amount;
 * only raw text carries them (JSON.stringify writes Infinity as null).
 */
export const RAW_NUMBER_TOKENS = ['1e400', '-1e400', '123456789012345678901234567890', '-9e99'] as const;

/** Bodies sent with content-type application/json that are not JSON, or not one JSON value. */
export const MALFORMED_JSON = [
  '{',
  '{"title":',
  '{title: "x"}',
  "{'title':'x'}",
  '{"title":"x",}',
  '{"title":"x"}}',
  '[1,2',
  'NaN',
  'undefined',
  '{"a":"\\x"}',
  '{"a":01}',
  '\u0000',
  '{"title":"x"} {"title":"y"}',
  '<?xml version="1.0"?><a/>',
  'title=x',
  ' ',
] as const;

/** JSON with keys that poison Object.prototype when merged carelessly. */
export const PROTO_POISON_JSON = [
  '{"__proto__":{"isAdmin":true,"scope":"SETTINGS"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"title":"x","__proto__":{"role":"admin"}}',
  '[{"__proto__":{"polluted":1}}]',
] as const;

/** A body that a route might accept, sent under a media type it must not read. */
export const WRONG_CONTENT_TYPES = [
  { type: 'text/plain', body: '{"title":"Prueba","name":"Prueba"}' },
  { type: 'text/plain; charset=utf-8', body: 'title=Prueba' },
  { type: 'application/x-www-form-urlencoded', body: 'title=Prueba&name=Prueba&price=1000&isActive=1' },
  { type: 'application/xml', body: '<title>Prueba</title>' },
  { type: 'text/html', body: '<p>Prueba</p>' },
  { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nPrueba\r\n--x--' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\n' },
  { type: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { type: 'application/json; charset=utf-16', body: '{"title":"Prueba"}' },
  { type: 'application/jsonx', body: '{"title":"Prueba"}' },
  { type: 'image/png', body: '\u0089PNG\r\n' },
] as const;

/** Path segments that name no row: not positive integers, or text no fixture uses. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  ...NUMBER_LIKE_TEXT,
  '0',
  '00',
  '1.0',
  '+1',
  ' 1',
  '1 ',
  '1abc',
  'abc',
  '%',
  '%E0%A4%A',
  '..',
  '.',
  ...SQL_INJECTIONS,
  ...HTML_INJECTIONS,
  ...PROTO_WORDS,
  'x'.repeat(101),
  'x'.repeat(5_000),
];

/** A megabyte of text, past which no field is ever legitimately filled. */
export const MEGABYTE_TEXT = 'A'.repeat(1024 * 1024);
