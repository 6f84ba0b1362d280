/**
 * A minimal string builder for the documents this module writes: elements in the order given, no
 * whitespace between them, so the text that is signed is exactly the text that is sent.
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

export function escapeText(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

export function el(name: string, attrs: XmlAttrs | null, ...children: XmlChild[]): XmlNode {
  const attrText = Object.entries(attrs ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttr(String(value))}"`)
    .join('');
  const inner = children
    .map((child) => {
      if (child instanceof XmlNode) return child.markup;
      if (child === false || child === null || child === undefined) return '';
      return escapeText(String(child));
    })
    .join('');
  return new XmlNode(
    inner === '' && children.length === 0 ? `<${name}${attrText}/>` : `<${name}${attrText}>${inner}</${name}>`,
  );
}

/** An element holding one text value. */
export function leaf(name: string, value: string | number, attrs?: XmlAttrs): XmlNode {
  return el(name, attrs ?? null, String(value));
}
