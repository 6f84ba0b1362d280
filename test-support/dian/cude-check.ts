import { createHash } from 'node:crypto';
import type { Document, Element } from '@xmldom/xmldom';

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

function children(parent: Element, ns: string, name: string): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < parent.childNodes.length; i++) {
    const n = parent.childNodes.item(i) as Element | null;
    if (n && n.nodeType === 1 && n.namespaceURI === ns && n.localName === name) out.push(n);
  }
  return out;
}

function path(from: Element, steps: [string, string][]): Element | null {
  let at: Element | undefined = from;
  for (const [ns, name] of steps) {
    at = at ? children(at, ns, name)[0] : undefined;
    if (!at) return null;
  }
  return at ?? null;
}

const text = (e: Element | null) => (e?.textContent ?? '').trim();

/**
 * The CUDE as the DIAN recomputes it from the document's own fields (annex: NumDE + FecDE + HorDE +
 * ValDE + 01 + IVA + 04 + INC + 03 + ICA + ValTot + NitOFE + NumAdq + PIN + TipoAmbiente), written
 * apart from the server's cude.ts so the simulator checks the document, not the same code twice.
 */
export function recomputeCude(doc: Document, pin: string): { stated: string; computed: string } {
  const root = doc.documentElement!;
  const one = (name: string) => text(children(root, CBC, name)[0] ?? null);
  const taxes = new Map<string, string>();
  for (const total of children(root, CAC, 'TaxTotal')) {
    const scheme = text(
      path(total, [
        [CAC, 'TaxSubtotal'],
        [CAC, 'TaxCategory'],
        [CAC, 'TaxScheme'],
        [CBC, 'ID'],
      ]),
    );
    taxes.set(scheme, text(children(total, CBC, 'TaxAmount')[0] ?? null));
  }
  const money = path(root, [[CAC, 'LegalMonetaryTotal']]);
  const customer = path(root, [
    [CAC, 'AccountingCustomerParty'],
    [CAC, 'Party'],
  ]);
  const buyer =
    text(
      customer &&
        path(customer, [
          [CAC, 'PartyIdentification'],
          [CBC, 'ID'],
        ]),
    ) ||
    text(
      customer &&
        path(customer, [
          [CAC, 'PartyTaxScheme'],
          [CBC, 'CompanyID'],
        ]),
    );
  const source = [
    one('ID'),
    one('IssueDate'),
    one('IssueTime'),
    text(money && children(money, CBC, 'LineExtensionAmount')[0]),
    '01',
    taxes.get('01') ?? '0.00',
    '04',
    taxes.get('04') ?? '0.00',
    '03',
    taxes.get('03') ?? '0.00',
    text(money && children(money, CBC, 'PayableAmount')[0]),
    text(
      path(root, [
        [CAC, 'AccountingSupplierParty'],
        [CAC, 'Party'],
        [CAC, 'PartyTaxScheme'],
        [CBC, 'CompanyID'],
      ]),
    ),
    buyer,
    pin,
    one('ProfileExecutionID'),
  ].join('');
  return { stated: one('UUID'), computed: createHash('sha384').update(source, 'utf8').digest('hex') };
}
