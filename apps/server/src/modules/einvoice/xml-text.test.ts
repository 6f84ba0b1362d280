import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { el, leaf } from './xml-text.js';

describe('xml-text', () => {
  it('escapes markup in text and attributes and round-trips through a parser', () => {
    const node = el('a', { title: 'x "y" & <z>' }, leaf('b', 'Arroz & <papas> "fritas"'), el('c', null));
    expect(node.markup).toBe(
      '<a title="x &quot;y&quot; &amp; &lt;z>"><b>Arroz &amp; &lt;papas&gt; "fritas"</b><c></c></a>',
    );
    const root = new DOMParser().parseFromString(node.markup, 'text/xml').documentElement;
    expect(root?.getAttribute('title')).toBe('x "y" & <z>');
    expect(root?.firstChild?.textContent).toBe('Arroz & <papas> "fritas"');
  });

  it('drops characters XML 1.0 cannot carry and keeps tabs, newlines and accents', () => {
    expect(leaf('b', 'Sopa\u0000 del\u0007 día\t\n').markup).toBe('<b>Sopa del día\t\n</b>');
    // As C14N writes them: a carriage return survives a parser only as a reference, in text and attributes.
    expect(leaf('b', 'a\r\nb', { t: 'x\ty\nz\r' }).markup).toBe('<b t="x&#x9;y&#xA;z&#xD;">a&#xD;\nb</b>');
  });

  it('orders declarations by prefix, then attributes by namespace and local name, as C14N does', () => {
    const node = el('r', { z: '1', 'p:b': '2', 'xmlns:p': 'urn:p', a: '3', xmlns: 'urn:d', 'xmlns:a': 'urn:a' });
    expect(node.markup).toBe('<r xmlns="urn:d" xmlns:a="urn:a" xmlns:p="urn:p" a="3" z="1" p:b="2"></r>');
    expect(el('r', { 'q:x': '1', b: '2' }).markup).toBe('<r b="2" q:x="1"></r>');
  });

  it('skips absent children and attributes', () => {
    expect(el('a', { x: undefined, y: 1 }, null, false, undefined, 'ok').markup).toBe('<a y="1">ok</a>');
  });
});
