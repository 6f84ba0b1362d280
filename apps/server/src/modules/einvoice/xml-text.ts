/**
 * A minimal string builder for the documents this module writes: elements in the order given, no
 * whitespace between them, so the text that is signed is exactly the text that is sent.
 *
 * Its output is already in canonical form (inclusive C14N 1.0, without comments), given that
 * namespaces are declared on the root only: namespace declarations first, by prefix; then the
 * attributes by namespace URI and local name; every element with an end tag; text and attributes
 * escaped as C14N writes them. So the signer hashes the text as built instead of parsing it back
 * (xades-sign.ts), and the tests check that claim against a C14N implementation and a verifier.
 */

export type XmlAttrs = Record<string, string | number | undefined>;
/** Children: element text from `el`, or plain values written as escaped text. Falsy entries are skipped. */
export type XmlChild = XmlNode | string | number | false | null | undefined;

/** A built element; a class so that text children and built markup never get confused. */
export class XmlNode {
  constructor(readonly markup: string) {}
}

// Characters XML 1.0 cannot carry at all: a pasted control character in a dish's name would make the
// whole document unparseable at the DIAN, so it is dropped rather than escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

// Most values (amounts, codes, base64) need no escaping: one test instead of a chain of replaces.
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\u0000-\u001F\uFFFE\uFFFF]/;

/** Text as C14N writes it: `&`, `<`, `>` and carriage returns (which a parser would otherwise fold). */
export function escapeText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#xD;');
}

/** An attribute value as C14N writes it: `>` stays, whitespace other than spaces becomes references. */
export function escapeAttr(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isDeclaration = (name: string) => name === 'xmlns' || name.startsWith('xmlns:');

/** C14N's attribute order: declarations by prefix, then attributes by namespace URI and local name. */
function orderedAttributes(attrs: XmlAttrs | null): [string, string][] {
  const given = Object.entries(attrs ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)]);
  const declarations = given.filter(([name]) => isDeclaration(name));
  const uriOf = (name: string): string => {
    const colon = name.indexOf(':');
    if (colon < 0) return '';
    const prefix = name.slice(0, colon);
    const declared = declarations.find(([d]) => d === `xmlns:${prefix}`);
    // Declared on an ancestor (a SOAP header's wsu:Id): C14N would sort it by that URI, which this
    // element cannot see. Such markup is canonicalised by parsing it (dian/ws-security.ts); the DE-POS
    // declares everything on its root, beside its one prefixed attribute (xsi:schemaLocation).
    return declared ? declared[1] : `${prefix}:`;
  };
  const sortKey = ([name]: [string, string]) => ({ uri: uriOf(name), local: name.slice(name.indexOf(':') + 1) });
  const rest = given
    .filter(([name]) => !isDeclaration(name))
    .map((entry) => ({ entry, ...sortKey(entry) }))
    .sort((a, b) => byCodePoint(a.uri, b.uri) || byCodePoint(a.local, b.local))
    .map((x) => x.entry);
  declarations.sort((a, b) =>
    byCodePoint(a[0] === 'xmlns' ? '' : a[0].slice(6), b[0] === 'xmlns' ? '' : b[0].slice(6)),
  );
  return [...declarations, ...rest];
}

function attributeText(attrs: XmlAttrs | null): string {
  if (attrs === null) return '';
  let plain = true;
  for (const name in attrs) if (name.includes(':') || name === 'xmlns') plain = false;
  // Most elements carry a few unprefixed attributes: their order is their names'.
  const entries = plain
    ? Object.entries(attrs)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([name, value]): [string, string] => [name, String(value)])
        .sort((a, b) => byCodePoint(a[0], b[0]))
    : orderedAttributes(attrs);
  let text = '';
  for (const [key, value] of entries) text += ` ${key}="${escapeAttr(value)}"`;
  return text;
}

export function el(name: string, attrs: XmlAttrs | null, ...children: XmlChild[]): XmlNode {
  let inner = '';
  for (const child of children) {
    if (child instanceof XmlNode) inner += child.markup;
    else if (child !== false && child !== null && child !== undefined) inner += escapeText(String(child));
  }
  return new XmlNode(`<${name}${attributeText(attrs)}>${inner}</${name}>`);
}

/** An element holding one text value. */
export function leaf(name: string, value: string | number, attrs?: XmlAttrs): XmlNode {
  return el(name, attrs ?? null, String(value));
}
