import fc from 'fast-check';
import { idParam } from '../src/http/validate.js';
import { contractFields, refusedByAll, strictSchemas } from './hostile-schemas.js';
import {
  HOSTILE_JSON_VALUES,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_TEXT,
  HTML_INJECTIONS,
  MALFORMED_JSON,
  MEGABYTE_TEXT,
  PROTO_POISON_JSON,
  PROTO_WORDS,
  RAW_NUMBER_TOKENS,
  SQL_INJECTIONS,
  WRONG_CONTENT_TYPES,
} from './hostile-values.js';

/** One request's hostile parts; the route's method and the cookie are added by the test. */
export type Shot = { path: string; query: string; contentType?: string; body?: string };

/** A path value that is well formed and names no row: it lets the body or query reach validation. */
export const ABSENT_ROW = '2147483000';

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
const fillPath = (url: string, values: string[]) => {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => values[i++]!);
};
export const absentRowPath = (url: string) =>
  fillPath(
    url,
    paramNames(url).map(() => ABSENT_ROW),
  );

const fields = contractFields();

const jsonTexts = [...HOSTILE_JSON_VALUES.map((v) => JSON.stringify(v)), ...RAW_NUMBER_TOKENS];
const jsonValues = jsonTexts.map((text) => JSON.parse(text) as unknown);

/** Per field name, the JSON texts (raw number tokens included) that all of its schemas refuse. */
const refusedJson = new Map(
  [...fields].map(([name, schemas]) => {
    const parsed = jsonTexts.map((text) => [text, JSON.parse(text) as unknown] as const);
    const refused = new Set(
      refusedByAll(
        schemas,
        parsed.map(([, value]) => value),
      ),
    );
    return [name, parsed.filter(([, value]) => refused.has(value)).map(([text]) => text)] as const;
  }),
);

/** Just under the body limit once quoted, so it reaches validation. */
const NEAR_MEGABYTE = MEGABYTE_TEXT.slice(0, 1_000_000);

/** Field names some schema reads and takes a megabyte of text for: no length limit guards them. */
export const fieldsTakingAMegabyte = () =>
  [...fields]
    .filter(([, schemas]) => strictSchemas(schemas, jsonValues).some((s) => s.safeParse(NEAR_MEGABYTE).success))
    .map(([name]) => name);

const megabyteRefused = [...fields.keys()].filter((name) => !fieldsTakingAMegabyte().includes(name));

/** A lone surrogate cannot be percent-encoded: no client can put it in a URL. */
const isWellFormed = (s: string) => !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));

/** Per field name, query values (one text, or a repeated key) that all of its schemas refuse. */
const queryCandidates: (string | string[])[] = [
  ...HOSTILE_TEXT.filter(isWellFormed),
  ['1', '2'],
  ['', ''],
  [SQL_INJECTIONS[0], '1'],
];
const refusedQuery = new Map([...fields].map(([name, schemas]) => [name, refusedByAll(schemas, queryCandidates)]));

/** Field names no hostile value can be wrong for (a schema that takes anything): the suite fails on them. */
export const fieldsWithoutWrongValue = () =>
  [...fields.keys()].filter((n) => !refusedJson.get(n)?.length || !refusedQuery.get(n)?.length);

const hostileKey = fc.constantFrom(...PROTO_WORDS.filter((w) => w !== '__proto__'), ...SQL_INJECTIONS, 'x'.repeat(300));
const anyHostileJson = fc.constantFrom(...HOSTILE_JSON_VALUES.map((v) => JSON.stringify(v)), ...RAW_NUMBER_TOKENS);

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** Every known field with a value all its schemas refuse, plus unknown and prototype-named keys. */
const wrongFieldsBody = fc
  .tuple(
    fc.record(Object.fromEntries([...refusedJson].map(([name, texts]) => [name, fc.constantFrom(...texts)]))),
    fc.array(fc.tuple(hostileKey, anyHostileJson), { maxLength: 4 }),
    fc.constantFrom('', '"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"role":"admin"}}'),
    // One body in five: each is parsed whole before its refusal (20–25 ms on a slow machine; at
    // fast-check's default of four in five, half of hostile-bodies' time), and FIXED_BODIES sends every
    // route a near-megabyte body anyway; the schemas' length limits are checked statically (fieldsTakingAMegabyte).
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...megabyteRefused) },
    ),
  )
  .map(([known, extra, proto, megabyteField]) => {
    // A megabyte in one field (the body stays under its limit): big text is refused, and quickly.
    const big = megabyteField ? { [megabyteField]: JSON.stringify(NEAR_MEGABYTE) } : {};
    const text = objectText([...Object.entries({ ...known, ...big }), ...extra]);
    return proto ? `${text.slice(0, -1)},${proto}}` : text;
  });

/** One JSON value of each kind that is not an object (the wrong-type bodies hold all the rest). */
const NOT_AN_OBJECT = [
  ...['<img src=x onerror=alert(1)>', SQL_INJECTIONS[0], '', -1, 1.5, 1e308, true, false, null, [], [{}], ['a', 1]].map(
    (v) => JSON.stringify(v),
  ),
  ...RAW_NUMBER_TOKENS,
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];

/** Past the 1 MiB body limit. */
const OVERSIZED = [
  JSON.stringify({ title: MEGABYTE_TEXT, name: MEGABYTE_TEXT }),
  JSON.stringify(MEGABYTE_TEXT),
  `[${'1,'.repeat(600_000)}1]`,
];

type BodyShot = Pick<Shot, 'contentType' | 'body'>;
const json = (body: string): BodyShot => ({ contentType: 'application/json', body });

/**
 * The finite kinds, each sent to every route that takes a body: not an object, too big, not JSON,
 * prototype keys, not sent as JSON, or sent with no content type at all.
 */
export const FIXED_BODIES: readonly BodyShot[] = [
  ...NOT_AN_OBJECT.map(json),
  ...OVERSIZED.map(json),
  // Just under the limit: read and parsed whole, then refused, never a 5xx or a hang.
  json(JSON.stringify({ title: NEAR_MEGABYTE })),
  ...[...MALFORMED_JSON, ...PROTO_POISON_JSON, ''].map(json),
  ...WRONG_CONTENT_TYPES.map(({ type, body }) => ({ contentType: type, body })),
  { body: '{"title":"Prueba"}' },
  // PostgreSQL text cannot hold U+0000: every field holding it must be refused, not fail there.
  json(JSON.stringify(Object.fromEntries([...fields.keys()].map((name) => [name, 'a\u0000b'])))),
];

/** Every known field of a wrong type (the random part), or one of the fixed kinds. */
export const wrongFieldsJson: fc.Arbitrary<BodyShot> = wrongFieldsBody.map(json);
export const hostileBody: fc.Arbitrary<BodyShot> = fc.oneof(
  { weight: 1, arbitrary: wrongFieldsJson },
  { weight: 1, arbitrary: fc.constantFrom(...FIXED_BODIES) },
);

const encodeQuery = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** Every known field as a query key with refused text (or repeated), plus prototype and junk keys. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .tuple(
    fc.record(Object.fromEntries([...refusedQuery].map(([name, values]) => [name, fc.constantFrom(...values)]))),
    fc.subarray(['__proto__[isAdmin]=1', 'constructor[prototype][x]=1', '__proto__.role=admin', 'a=%E0%A4%A', '%=%']),
  )
  .map(([known, raw]) => {
    const pairs = Object.entries(known).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((one) => [k, one] as [string, string]),
    );
    return [encodeQuery(pairs), ...raw].join('&');
  });

/** Every known field as a query key holding injection text: a legitimate but unfriendly search. */
export const injectionQuery: fc.Arbitrary<string> = fc
  .record(
    Object.fromEntries([...fields.keys()].map((k) => [k, fc.constantFrom(...SQL_INJECTIONS, ...HTML_INJECTIONS)])),
  )
  .map((known) => encodeQuery(Object.entries(known)));

/** Not one of the fixture's own keys, nor a positive integer an id parameter would read as a row. */
const namesNoRow = (taken: ReadonlySet<string>) => (s: string) => !taken.has(s) && !idParam.safeParse(s).success;

const RAW_SEGMENTS = ['%', '%E0%A4%A', '%00', '%2e%2e', '%2F', '1%20OR%201=1'];

/** Every listed hostile value, percent-encoded, or raw where it is malformed on purpose. */
export const fixedSegments = (taken: ReadonlySet<string>) => [
  ...HOSTILE_PATH_SEGMENTS.filter(namesNoRow(taken)).map(encodeURIComponent),
  ...RAW_SEGMENTS,
];

/** A value for each path parameter that names no row: listed ones, or random text. */
export function hostilePath(url: string, taken: ReadonlySet<string>): fc.Arbitrary<string> {
  const random = fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).filter(namesNoRow(taken));
  const segment = fc.oneof(fc.constantFrom(...fixedSegments(taken)), random.map(encodeURIComponent));
  const count = paramNames(url).length;
  return fc.array(segment, { minLength: count, maxLength: count }).map((v) => fillPath(url, v));
}

/** The path with every parameter set to the same hostile value. */
export const pathWith = (url: string, segment: string) =>
  fillPath(
    url,
    paramNames(url).map(() => segment),
  );

export const hasParams = (url: string) => paramNames(url).length > 0;
