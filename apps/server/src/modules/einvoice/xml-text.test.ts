import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { el, leaf } from './xml-text.js';

describe('xml-text', () => {
  it('escapes markup in text and attributes and round-trips through a parser', () => {
    const node = el('a', { title: 'x "y" & <z>' }, leaf('b', 'Arroz & <papas> "fritas"'), el('c', null));
    expect(node.markup).toBe(
      '<a title="x &quot;y&quot; &amp; &lt;z&gt;"><b>Arroz &amp; &lt;papas&gt; "fritas"</b><c/></a>',
    );
    const root = new DOMParser().parseFromString(node.markup, 'text/xml').documentElement;
    expect(root?.getAttribute('title')).toBe('x "y" & <z>');
    expect(root?.firstChild?.textContent).toBe('Arroz & <papas> "fritas"');
  });

  it('drops characters XML 1.0 cannot carry and keeps tabs, newlines and accents', () => {
    expect(leaf('b', 'Sopa\u0000 del\u0007 día\t\n').markup).toBe('<b>Sopa del día\t\n</b>');
  });

  it('skips absent children and attributes', () => {
    expect(el('a', { x: undefined, y: 1 }, null, false, undefined, 'ok').markup).toBe('<a y="1">ok</a>');
  });
});
