import type { DePosBuyer, DePosIssuer, DianAddress } from './depos-types.js';
import { DIAN_TAX_SCHEMES } from './depos-types.js';
import { el, leaf, type XmlNode } from './xml-text.js';

export const DIAN_AGENCY = {
  schemeAgencyID: '195',
  schemeAgencyName: 'CO, DIAN (Dirección de Impuestos y Aduanas Nacionales)',
} as const;

export function address(name: 'cac:Address' | 'cac:RegistrationAddress', a: DianAddress): XmlNode {
  return el(
    name,
    null,
    leaf('cbc:ID', a.municipalityCode),
    leaf('cbc:CityName', a.cityName),
    leaf('cbc:CountrySubentity', a.departmentName),
    leaf('cbc:CountrySubentityCode', a.departmentCode),
    el('cac:AddressLine', null, leaf('cbc:Line', a.line)),
    el('cac:Country', null, leaf('cbc:IdentificationCode', 'CO'), leaf('cbc:Name', 'Colombia', { languageID: 'es' })),
  );
}

function taxScheme(id: keyof typeof DIAN_TAX_SCHEMES): XmlNode {
  return el('cac:TaxScheme', null, leaf('cbc:ID', id), leaf('cbc:Name', DIAN_TAX_SCHEMES[id]));
}

export function supplierParty(issuer: DePosIssuer, prefix: string): XmlNode {
  const companyId = () => leaf('cbc:CompanyID', issuer.nit, { ...DIAN_AGENCY, schemeID: issuer.dv, schemeName: '31' });
  return el(
    'cac:AccountingSupplierParty',
    null,
    leaf('cbc:AdditionalAccountID', issuer.personType),
    el(
      'cac:Party',
      null,
      el('cac:PartyName', null, leaf('cbc:Name', issuer.tradeName ?? issuer.legalName)),
      el('cac:PhysicalLocation', null, address('cac:Address', issuer.address)),
      el(
        'cac:PartyTaxScheme',
        null,
        leaf('cbc:RegistrationName', issuer.legalName),
        companyId(),
        leaf('cbc:TaxLevelCode', issuer.taxResponsibilities.join(';'), { listName: '48' }),
        address('cac:RegistrationAddress', issuer.address),
        taxScheme(issuer.taxScheme),
      ),
      el(
        'cac:PartyLegalEntity',
        null,
        leaf('cbc:RegistrationName', issuer.legalName),
        companyId(),
        el('cac:CorporateRegistrationScheme', null, leaf('cbc:ID', prefix)),
      ),
      issuer.email ? el('cac:Contact', null, leaf('cbc:ElectronicMail', issuer.email)) : null,
    ),
  );
}

export function customerParty(buyer: DePosBuyer): XmlNode {
  const scheme = { ...DIAN_AGENCY, schemeName: buyer.dianCode, ...(buyer.dv ? { schemeID: buyer.dv } : {}) };
  return el(
    'cac:AccountingCustomerParty',
    null,
    leaf('cbc:AdditionalAccountID', buyer.personType ?? (buyer.type === 'NIT' ? '1' : '2')),
    el(
      'cac:Party',
      null,
      el('cac:PartyIdentification', null, leaf('cbc:ID', buyer.number, scheme)),
      el('cac:PartyName', null, leaf('cbc:Name', buyer.name)),
      el(
        'cac:PartyTaxScheme',
        null,
        leaf('cbc:RegistrationName', buyer.name),
        leaf('cbc:CompanyID', buyer.number, scheme),
        leaf('cbc:TaxLevelCode', 'R-99-PN', { listName: '48' }),
        taxScheme('ZZ'),
      ),
      el(
        'cac:PartyLegalEntity',
        null,
        leaf('cbc:RegistrationName', buyer.name),
        leaf('cbc:CompanyID', buyer.number, scheme),
      ),
    ),
  );
}
