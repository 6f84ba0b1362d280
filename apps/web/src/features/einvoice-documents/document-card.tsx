import { EINVOICE_STATUS_LABELS, type EinvoiceDocument, type EinvoiceDocumentStatus } from '@comandero/contracts';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { einvoiceDocumentsText as t } from '../../i18n/einvoice-documents';
import { formatDateTime, formatMoney } from '../../lib/format';

const TONES: Record<EinvoiceDocumentStatus, BadgeTone> = {
  pendiente: 'neutral',
  enviado: 'info',
  aceptado: 'success',
  rechazado: 'danger',
  contingencia: 'warning',
};

/** What the transmission may send again (contracts: EINVOICE_DOCUMENT_MESSAGES.retryNotAllowed). */
export const RETRYABLE: ReadonlySet<EinvoiceDocumentStatus> = new Set(['pendiente', 'rechazado', 'contingencia']);

export type DocumentCardProps = {
  doc: EinvoiceDocument;
  currency: string;
  onDownload: (doc: EinvoiceDocument, what: 'xml' | 'response') => void;
  onRetry: (doc: EinvoiceDocument) => void;
};

/**
 * One DE-POS or adjustment credit note: number (a note with its chip and the document it voids),
 * date, buyer, total, status with the DIAN's rule codes, downloads and retry.
 */
export function DocumentCard({ doc, currency, onDownload, onRetry }: DocumentCardProps) {
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-card"
      data-testid="einvoice-document"
      aria-label={doc.documentNumber}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-stone-900">
            {doc.documentNumber}
            {doc.adjusts ? <Badge tone="brand">{t.creditNote}</Badge> : null}
          </p>
          {doc.adjusts ? (
            <p className="text-sm font-medium text-stone-700">{t.adjusts(doc.adjusts.documentNumber)}</p>
          ) : null}
          <p className="text-sm text-stone-500">{formatDateTime(doc.issuedAt)}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge tone={TONES[doc.status]}>{EINVOICE_STATUS_LABELS[doc.status]}</Badge>
          {doc.signedAt === null ? (
            <span className="text-xs font-medium text-amber-800" data-testid="einvoice-unsigned">
              {t.unsigned}
            </span>
          ) : null}
          {doc.environment === 'pruebas' ? <span className="text-xs text-stone-500">{t.testEnvironment}</span> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-medium text-stone-800">{doc.buyerName}</p>
          <p className="text-sm text-stone-500">{doc.buyerDocument}</p>
        </div>
        <p className="text-lg font-semibold whitespace-nowrap text-stone-900 tabular-nums">
          {formatMoney(doc.total, currency)}
        </p>
      </div>
      {doc.adjusts ? (
        <p className="text-sm [overflow-wrap:anywhere] text-stone-600">
          <span className="font-semibold">{t.reason}</span> {doc.adjusts.reason}
        </p>
      ) : null}
      {doc.signedAt === null ? <p className="text-sm text-amber-800">{t.unsignedHint}</p> : null}
      <p className="font-mono text-xs break-all text-stone-500" title={doc.cude}>
        <span className="font-sans font-semibold text-stone-600">{t.cude}</span> {doc.cude}
      </p>
      {doc.dianMessages.length > 0 || doc.lastError || doc.contingencyType ? (
        <ul className="flex flex-col gap-1 rounded-xl bg-stone-50 p-3 text-sm" data-testid="einvoice-dian-messages">
          {doc.contingencyType ? <li className="text-amber-800">{t.contingency(doc.contingencyType)}</li> : null}
          {doc.dianMessages.map((m) => (
            <li key={`${m.code}-${m.message}`} className="text-red-700">
              <span className="font-mono font-semibold">{m.code}</span> {m.message}
            </li>
          ))}
          {doc.lastError ? <li className="text-stone-600">{doc.lastError}</li> : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          icon={<IconDownload size={18} aria-hidden />}
          aria-label={t.downloadXmlOf(doc.documentNumber)}
          onClick={() => onDownload(doc, 'xml')}
        >
          {t.downloadXml}
        </Button>
        {doc.hasApplicationResponse ? (
          <Button
            variant="outline"
            icon={<IconDownload size={18} aria-hidden />}
            aria-label={t.downloadResponseOf(doc.documentNumber)}
            onClick={() => onDownload(doc, 'response')}
          >
            {t.downloadResponse}
          </Button>
        ) : null}
        {RETRYABLE.has(doc.status) ? (
          <Button
            variant="secondary"
            icon={<IconRefresh size={18} aria-hidden />}
            aria-label={t.retryOf(doc.documentNumber)}
            onClick={() => onRetry(doc)}
            className="ml-auto"
          >
            {t.retry}
          </Button>
        ) : null}
        {doc.attempts > 0 ? <span className="text-xs text-stone-500">{t.attempts(doc.attempts)}</span> : null}
      </div>
    </li>
  );
}
