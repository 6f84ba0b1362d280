import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { ExclusiveCanonicalization } from 'xml-crypto';
import { canonicalize, canonicalizeExclusive } from './c14n.js';

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('no root');
  const first = (name: string) => doc.getElementsByTagName(name).item(0) as Element;
  return { root, first };
}

describe('canonicalize (inclusive C14N 1.0 without comments)', () => {
  const source =
    '<?xml version="1.0"?><!-- before --><doc xmlns="urn:a" xmlns:b="urn:b"><e1   /><e2 b:z="2" a="1" xmlns:c="urn:c">' +
    '<c:x>1 &amp; 2 &lt; 3 &gt; 0</c:x></e2><!-- comment --><e3 xmlns:b="urn:b" name="v&quot;&#xD;&#x9;&lt;"/></doc>';

  it('expands empty elements, sorts namespaces then attributes, drops comments and repeated declarations', () => {
    expect(canonicalize(parse(source).root)).toBe(
      '<doc xmlns="urn:a" xmlns:b="urn:b"><e1></e1><e2 xmlns:c="urn:c" a="1" b:z="2"><c:x>1 &amp; 2 &lt; 3 &gt; 0</c:x></e2>' +
        '<e3 name="v&quot;&#xD;&#x9;&lt;"></e3></doc>',
    );
  });

  it('renders every namespace in scope on the apex of a subset', () => {
    expect(canonicalize(parse(source).first('e2'))).toBe(
      '<e2 xmlns="urn:a" xmlns:b="urn:b" xmlns:c="urn:c" a="1" b:z="2"><c:x>1 &amp; 2 &lt; 3 &gt; 0</c:x></e2>',
    );
  });

  it('leaves out the excluded node, as the enveloped-signature transform does', () => {
    const { root, first } = parse(source);
    expect(canonicalize(root, first('e2'))).toBe(
      '<doc xmlns="urn:a" xmlns:b="urn:b"><e1></e1><e3 name="v&quot;&#xD;&#x9;&lt;"></e3></doc>',
    );
  });

  it('renders xmlns="" only where it undoes a rendered default namespace', () => {
    const { root, first } = parse('<a xmlns="urn:a"><b xmlns=""><c/></b></a>');
    expect(canonicalize(root)).toBe('<a xmlns="urn:a"><b xmlns=""><c></c></b></a>');
    expect(canonicalize(first('b'))).toBe('<b><c></c></b>');
  });

  it('carries xml:* attributes of the ancestors onto the apex', () => {
    expect(canonicalize(parse('<a xml:lang="es"><b x="1"/></a>').first('b'))).toBe('<b x="1" xml:lang="es"></b>');
  });

  it('keeps text as is except for &, <, > and carriage returns', () => {
    expect(canonicalize(parse('<a>Línea "uno"\n&#xD;dos\'</a>').root)).toBe('<a>Línea "uno"\n&#xD;dos\'</a>');
  });
});

describe('canonicalizeExclusive (exclusive C14N, as WS-Security signs)', () => {
  const envelope =
    '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:wcf="http://wcf.dian.colombia" ' +
    'xmlns:u="urn:u" xmlns:a="urn:a"><s:Header><a:To u:Id="to-1" s:mustUnderstand="1">https://x/y?a=1&amp;b=2</a:To>' +
    '<u:Timestamp u:Id="ts-1"><u:Created>2026-11-27T19:05:09Z</u:Created><x xmlns="urn:d" k="v"><y/></x></u:Timestamp>' +
    '</s:Header><s:Body/></s:Envelope>';

  it('carries only the namespaces each element uses, as xml-crypto renders them', () => {
    const { first } = parse(envelope);
    for (const name of ['a:To', 'u:Timestamp']) {
      const node = first(name);
      const theirs = new ExclusiveCanonicalization().process(node as never, {}) as unknown as string;
      expect(canonicalizeExclusive(node)).toBe(theirs.toString());
    }
    expect(canonicalizeExclusive(first('a:To'))).toBe(
      '<a:To xmlns:a="urn:a" xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:u="urn:u" s:mustUnderstand="1" ' +
        'u:Id="to-1">https://x/y?a=1&amp;b=2</a:To>',
    );
  });
});
