import type { Attr, Element, Node } from '@xmldom/xmldom';

/**
 * Canonical XML 1.0 without comments (http://www.w3.org/TR/2001/REC-xml-c14n-20010315) of one
 * element and its descendants, the node-sets XMLDSig references here: the whole document (with the
 * enveloped signature left out) and an element found by Id. Written here rather than taken from the
 * verifier's library so the tests' verifier checks an independent implementation.
 *
 * Inclusive C14N renders every namespace in scope on the apex element, also those declared on its
 * ancestors, and below it only declarations that change what the output parent had.
 */

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const XMLNS_URI = 'http://www.w3.org/2000/xmlns/';

type Namespaces = Map<string, string>;

function isNamespaceDecl(attr: Attr): boolean {
  return attr.namespaceURI === XMLNS_URI || attr.name === 'xmlns' || attr.name.startsWith('xmlns:');
}

function declPrefix(attr: Attr): string {
  return attr.name === 'xmlns' ? '' : attr.name.slice('xmlns:'.length);
}

function attributesOf(element: Element): Attr[] {
  const list: Attr[] = [];
  for (let i = 0; i < element.attributes.length; i++) {
    const attr = element.attributes.item(i);
    if (attr) list.push(attr);
  }
  return list;
}

function inScopeNamespaces(element: Element): Namespaces {
  const chain: Element[] = [];
  for (let n: Node | null = element; n && n.nodeType === ELEMENT; n = n.parentNode) chain.unshift(n as Element);
  const scope: Namespaces = new Map();
  for (const e of chain) for (const a of attributesOf(e)) if (isNamespaceDecl(a)) scope.set(declPrefix(a), a.value);
  return scope;
}

/** xml:* attributes of the ancestors, which C14N 1.0 carries onto the apex of a document subset. */
function inheritedXmlAttributes(element: Element): Map<string, string> {
  const found = new Map<string, string>();
  for (let n = element.parentNode; n && n.nodeType === ELEMENT; n = n.parentNode) {
    for (const a of attributesOf(n as Element))
      if (a.name.startsWith('xml:') && !found.has(a.name)) found.set(a.name, a.value);
  }
  for (const a of attributesOf(element)) found.delete(a.name);
  return found;
}

export function escapeC14nText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
}

function escapeC14nAttr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function renderElement(
  element: Element,
  rendered: Namespaces,
  scope: Namespaces,
  isApex: boolean,
  exclude: Node | null,
): string {
  const all = attributesOf(element);
  const ownDecls = all.filter(isNamespaceDecl);
  let ownScope = scope;
  let nextRendered = rendered;
  const decls: [string, string][] = [];
  // Below the apex, an element that declares nothing renders nothing new: skip the map copies.
  if (isApex || ownDecls.length > 0) {
    ownScope = new Map(scope);
    for (const a of ownDecls) ownScope.set(declPrefix(a), a.value);
    for (const [prefix, uri] of ownScope) {
      const before = rendered.get(prefix) ?? '';
      if (uri === before) continue;
      if (prefix !== '' && uri === '') continue; // xmlns:p="" is not allowed in XML 1.0; nothing to render
      decls.push([prefix, uri]);
    }
    decls.sort((a, b) => byCodePoint(a[0], b[0]));
    if (decls.length > 0) {
      nextRendered = new Map(rendered);
      for (const [prefix, uri] of decls) nextRendered.set(prefix, uri);
    }
  }

  const attrs = all
    .filter((a) => !isNamespaceDecl(a))
    .map((a) => ({ uri: a.namespaceURI ?? '', local: a.localName ?? a.name, name: a.name, value: a.value }));
  if (isApex) {
    for (const [name, value] of inheritedXmlAttributes(element)) {
      attrs.push({ uri: 'http://www.w3.org/XML/1998/namespace', local: name.slice(4), name, value });
    }
  }
  attrs.sort((a, b) => byCodePoint(a.uri, b.uri) || byCodePoint(a.local, b.local));

  let out = `<${element.nodeName}`;
  for (const [prefix, uri] of decls)
    out += prefix === '' ? ` xmlns="${escapeC14nAttr(uri)}"` : ` xmlns:${prefix}="${escapeC14nAttr(uri)}"`;
  for (const a of attrs) out += ` ${a.name}="${escapeC14nAttr(a.value)}"`;
  out += '>';
  for (let i = 0; i < element.childNodes.length; i++) {
    const child = element.childNodes.item(i);
    if (!child || child === exclude) continue;
    if (child.nodeType === ELEMENT) out += renderElement(child as Element, nextRendered, ownScope, false, exclude);
    else if (child.nodeType === TEXT || child.nodeType === CDATA) out += escapeC14nText(child.nodeValue ?? '');
    else if (child.nodeType === PROCESSING_INSTRUCTION)
      out += `<?${child.nodeName}${child.nodeValue ? ` ${child.nodeValue}` : ''}?>`;
    // Comments are dropped: this is C14N without comments.
  }
  return `${out}</${element.nodeName}>`;
}

/** The canonical text of `element` with its subtree, leaving out `exclude` (the enveloped signature). */
export function canonicalize(element: Element, exclude: Node | null = null): string {
  const parent = element.parentNode;
  const scope =
    parent && parent.nodeType === ELEMENT ? inScopeNamespaces(parent as Element) : new Map<string, string>();
  return renderElement(element, new Map(), scope, true, exclude);
}

function renderExclusive(element: Element, rendered: Namespaces): string {
  const all = attributesOf(element).filter((a) => !isNamespaceDecl(a));
  // Exclusive C14N renders only the namespaces an element visibly uses: its own prefix and its
  // attributes' prefixes, when the output ancestor did not already render the same value.
  const used = new Map<string, string>([[element.prefix ?? '', element.namespaceURI ?? '']]);
  for (const a of all) if (a.prefix && a.prefix !== 'xml') used.set(a.prefix, a.namespaceURI ?? '');
  const decls = [...used]
    .filter(([prefix, uri]) => (rendered.get(prefix) ?? '') !== uri)
    .sort((a, b) => byCodePoint(a[0], b[0]));
  const next = decls.length > 0 ? new Map([...rendered, ...decls]) : rendered;
  const attrs = all
    .map((a) => ({ uri: a.namespaceURI ?? '', local: a.localName ?? a.name, name: a.name, value: a.value }))
    .sort((a, b) => byCodePoint(a.uri, b.uri) || byCodePoint(a.local, b.local));
  let out = `<${element.nodeName}`;
  for (const [prefix, uri] of decls)
    out += prefix === '' ? ` xmlns="${escapeC14nAttr(uri)}"` : ` xmlns:${prefix}="${escapeC14nAttr(uri)}"`;
  for (const a of attrs) out += ` ${a.name}="${escapeC14nAttr(a.value)}"`;
  out += '>';
  for (let i = 0; i < element.childNodes.length; i++) {
    const child = element.childNodes.item(i);
    if (!child) continue;
    if (child.nodeType === ELEMENT) out += renderExclusive(child as Element, next);
    else if (child.nodeType === TEXT || child.nodeType === CDATA) out += escapeC14nText(child.nodeValue ?? '');
    else if (child.nodeType === PROCESSING_INSTRUCTION)
      out += `<?${child.nodeName}${child.nodeValue ? ` ${child.nodeValue}` : ''}?>`;
  }
  return `${out}</${element.nodeName}>`;
}

/**
 * Exclusive XML Canonicalization 1.0 without comments and without an InclusiveNamespaces list
 * (http://www.w3.org/2001/10/xml-exc-c14n#), which WS-Security signs with: the subtree carries only
 * the namespaces it uses, so it canonicalises the same wherever the SOAP envelope puts it.
 */
export function canonicalizeExclusive(element: Element): string {
  return renderExclusive(element, new Map());
}
