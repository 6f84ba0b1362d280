import {
  EINVOICE_MESSAGES as M,
  type EinvoiceCertificate,
  type EinvoiceRange,
  type EinvoiceRangeBody,
  type EinvoiceSetting,
  type EinvoiceSettingBody,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { audit, type Actor } from '../audit/audit.js';
import { CertificateError, certificateStatus, loadP12 } from './certificate.js';
import {
  activeRangeRow,
  listRangeRows,
  issuerAddressOf,
  rangeOf,
  readCertificateRow,
  readRangeRow,
  readSettingsRow,
  type CertificateRow,
  type RangeRow,
} from './einvoice.repository.js';
import { seal } from './einvoice-secrets.js';
import { isValidNit } from './nit.js';
import { numberingWarnings, rangeProblem } from './numbering.js';

function certificateView(row: CertificateRow, now: Date): EinvoiceCertificate {
  const status = certificateStatus({ notAfter: new Date(row.not_after) }, now);
  return { holder: row.holder, issuer: row.issuer, notBefore: row.not_before, notAfter: row.not_after, ...status };
}

function rangeView(row: RangeRow, now: Date): EinvoiceRange {
  const range = rangeOf(row);
  return {
    id: row.id,
    resolutionNumber: range.resolutionNumber,
    resolutionDate: range.resolutionDate,
    prefix: range.prefix,
    from: range.from,
    to: range.to,
    validFrom: range.validFrom,
    validTo: range.validTo,
    active: row.active === 1,
    lastNumber: row.last_number === null ? null : Number(row.last_number),
    warnings: numberingWarnings(range, row.last_number === null ? null : Number(row.last_number), now).map((w) => ({
      kind: w.kind,
      message: w.message,
    })),
  };
}

function rangeColumns(body: EinvoiceRangeBody) {
  return {
    resolution_number: body.resolutionNumber,
    resolution_date: body.resolutionDate,
    prefix: body.prefix,
    from_number: body.from,
    to_number: body.to,
    valid_from: body.validFrom,
    valid_to: body.validTo,
    active: body.active ? 1 : 0,
  };
}

/** Issue 23: Configuraciones → Facturación electrónica. Secrets go in sealed and never come out. */
export function einvoiceSettingsService(deps: AppDeps) {
  const { db, clock, einvoiceKey: key } = deps;

  async function view(): Promise<EinvoiceSetting> {
    const [s, cert] = await Promise.all([readSettingsRow(db), readCertificateRow(db)]);
    return {
      enabled: s.enabled === 1,
      environment: s.environment === '1' ? 'produccion' : 'pruebas',
      nit: s.nit,
      dv: s.dv,
      legalName: s.legal_name,
      tradeName: s.trade_name,
      personType: s.person_type === '2' ? '2' : '1',
      taxResponsibilities: JSON.parse(s.tax_responsibilities) as string[],
      taxScheme: s.tax_scheme as EinvoiceSetting['taxScheme'],
      address: issuerAddressOf(s),
      email: s.email,
      softwareId: s.software_id,
      testSetId: s.test_set_id,
      configured: s.nit !== '',
      softwarePinSet: s.software_pin_enc !== null,
      certificate: cert ? certificateView(cert, clock.now()) : null,
    };
  }

  async function save(body: EinvoiceSettingBody, actor: Actor): Promise<void> {
    if (!isValidNit(body.nit, body.dv)) throw badRequest(M.dvInvalid);
    const nowIso = clock.now().toISOString();
    await db.transaction().execute(async (tx) => {
      const before = await readSettingsRow(tx);
      const pinSet = body.softwarePin !== undefined || before.software_pin_enc !== null;
      if (body.enabled) {
        const [cert, range] = await Promise.all([readCertificateRow(tx), activeRangeRow(tx)]);
        if (!pinSet || !cert || !range || new Date(cert.not_after) <= clock.now()) throw badRequest(M.enableIncomplete);
      }
      const after = {
        enabled: body.enabled ? 1 : 0,
        environment: body.environment === 'produccion' ? '1' : '2',
        nit: body.nit,
        dv: body.dv,
        legal_name: body.legalName,
        trade_name: body.tradeName,
        person_type: body.personType,
        tax_responsibilities: JSON.stringify(body.taxResponsibilities),
        tax_scheme: body.taxScheme,
        municipality_code: body.address.municipalityCode,
        city_name: body.address.cityName,
        department_code: body.address.departmentCode,
        department_name: body.address.departmentName,
        address_line: body.address.line,
        email: body.email,
        software_id: body.softwareId,
        test_set_id: body.testSetId,
      };
      await tx
        .updateTable('einvoice_settings')
        .set({
          ...after,
          ...(body.softwarePin !== undefined ? { software_pin_enc: seal(key, body.softwarePin) } : {}),
          updated_at: nowIso,
        })
        .where('id', '=', 1)
        .execute();
      const { software_pin_enc: _pin, id: _id, updated_at: _at, ...shown } = before;
      await audit(tx, actor, {
        action: 'einvoice.settings',
        entityType: 'einvoice_setting',
        entityId: 1,
        before: shown,
        // The PIN itself is never logged: only that it changed.
        after: { ...after, softwarePinChanged: body.softwarePin !== undefined },
        at: nowIso,
      });
    });
  }

  async function certificate(): Promise<{ certificate: EinvoiceCertificate | null }> {
    const row = await readCertificateRow(db);
    return { certificate: row ? certificateView(row, clock.now()) : null };
  }

  async function saveCertificate(
    body: { p12Base64: string; password: string },
    actor: Actor,
  ): Promise<{ message: string; certificate: EinvoiceCertificate }> {
    const p12 = Buffer.from(body.p12Base64.replace(/\s+/g, ''), 'base64');
    let opened;
    try {
      opened = loadP12(p12, body.password);
    } catch (err) {
      throw badRequest(err instanceof CertificateError ? err.message : M.certificateUnreadable);
    }
    const now = clock.now();
    if (opened.notAfter <= now) throw badRequest(M.certificateExpired);
    const nowIso = now.toISOString();
    const row: CertificateRow = {
      id: 1,
      p12_enc: seal(key, p12),
      password_enc: seal(key, body.password),
      holder: opened.holder,
      issuer: opened.issuerName,
      not_before: opened.notBefore.toISOString(),
      not_after: opened.notAfter.toISOString(),
      uploaded_at: nowIso,
    };
    await db.transaction().execute(async (tx) => {
      const before = await readCertificateRow(tx);
      await tx
        .insertInto('einvoice_certificates')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, id: undefined }))
        .execute();
      const shown = (r: CertificateRow | undefined) =>
        r ? { holder: r.holder, issuer: r.issuer, notAfter: r.not_after } : null;
      await audit(tx, actor, {
        action: 'einvoice.certificate',
        entityType: 'einvoice_certificate',
        entityId: 1,
        before: shown(before),
        after: shown(row),
        at: nowIso,
      });
    });
    return { message: M.certificateSaved, certificate: certificateView(row, now) };
  }

  async function ranges(): Promise<EinvoiceRange[]> {
    const now = clock.now();
    return (await listRangeRows(db)).map((r) => rangeView(r, now));
  }

  async function addRange(body: EinvoiceRangeBody, actor: Actor) {
    const problem = rangeProblem(body);
    if (problem) throw badRequest(problem);
    const nowIso = clock.now().toISOString();
    const id = await db.transaction().execute(async (tx) => {
      if (body.active) await tx.updateTable('einvoice_ranges').set({ active: 0 }).where('active', '=', 1).execute();
      const { id } = await tx
        .insertInto('einvoice_ranges')
        .values({ ...rangeColumns(body), last_number: null, created_at: nowIso, updated_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(tx, actor, {
        action: 'einvoice.range_add',
        entityType: 'einvoice_range',
        entityId: id,
        after: { ...body },
        at: nowIso,
      });
      return id;
    });
    const saved = (await readRangeRow(db, id))!;
    return { message: M.rangeAdded, id, warnings: rangeView(saved, clock.now()).warnings };
  }

  async function updateRange(id: number, body: EinvoiceRangeBody, actor: Actor) {
    const problem = rangeProblem(body);
    if (problem) throw badRequest(problem);
    const nowIso = clock.now().toISOString();
    await db.transaction().execute(async (tx) => {
      // Read under the write: a sale numbered meanwhile is seen (FOR UPDATE on PostgreSQL).
      const query = tx.selectFrom('einvoice_ranges').selectAll().where('id', '=', id);
      const before = await (deps.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
      if (!before) throw notFound(M.rangeNotFound);
      const last = before.last_number === null ? null : Number(before.last_number);
      if (last !== null && body.from !== Number(before.from_number)) throw badRequest(M.rangeStartChanged);
      if (last !== null && body.to < last) throw badRequest(M.rangeBelowUsed);
      if (body.active) {
        await tx
          .updateTable('einvoice_ranges')
          .set({ active: 0 })
          .where('active', '=', 1)
          .where('id', '<>', id)
          .execute();
      }
      await tx
        .updateTable('einvoice_ranges')
        .set({ ...rangeColumns(body), updated_at: nowIso })
        .where('id', '=', id)
        .execute();
      await audit(tx, actor, {
        action: 'einvoice.range_update',
        entityType: 'einvoice_range',
        entityId: id,
        before: { ...rangeView(before, clock.now()), warnings: undefined },
        after: { ...body },
        at: nowIso,
      });
    });
    const saved = (await readRangeRow(db, id))!;
    return { message: M.rangeUpdated, id, warnings: rangeView(saved, clock.now()).warnings };
  }

  return { view, save, certificate, saveCertificate, ranges, addRange, updateRange };
}
