import {
  EINVOICE_TEST_NOTICE,
  einvoiceCudeLabel,
  einvoiceHeaderLines,
  einvoiceMakerLine,
  einvoiceNumberLine,
  type ReceiptEinvoice,
} from '@comandero/contracts';
import { Fragment } from 'react';
import { QrCode } from '../components/qr-code';

/** The DE-POS's legal header: issuer, NIT and the numbering resolution (prefix, range, validity). */
export function EinvoiceHeader({ einvoice }: { einvoice: ReceiptEinvoice }) {
  const [issuer, ...legal] = einvoiceHeaderLines(einvoice);
  return (
    <div className="text-center" data-testid="receipt-einvoice-header">
      <p className="font-bold">{issuer}</p>
      {legal.map((line) => (
        <p key={line}>
          {/* Wrapped at spaces only: a date cut at its hyphen ("2026-\n01-15") reads as two things. */}
          {line.split(' ').map((word, i) => (
            <Fragment key={i}>
              {i > 0 ? ' ' : null}
              <span className="whitespace-nowrap">{word}</span>
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

export function EinvoiceNumber({ einvoice }: { einvoice: ReceiptEinvoice }) {
  return (
    <p className="basis-full font-bold" data-testid="receipt-einvoice-number">
      {einvoiceNumberLine(einvoice)}
    </p>
  );
}

/**
 * The CUDE (broken anywhere: 96 hex digits have no spaces), the QR a phone opens the DIAN's page
 * with, and the software maker. The QR takes most of the paper's width: about 0.5 mm a module on
 * 57 mm for the ~440 characters it carries, which phone cameras read.
 */
export function EinvoiceDocument({ einvoice, widthMm }: { einvoice: ReceiptEinvoice; widthMm: 80 | 57 }) {
  return (
    <div className="flex flex-col items-center gap-1 text-center" data-testid="receipt-einvoice">
      <p className="self-stretch text-left">
        <span className="font-bold">{einvoiceCudeLabel}</span>{' '}
        <span className="break-all" data-testid="receipt-cude">
          {einvoice.cude}
        </span>
      </p>
      <QrCode
        text={einvoice.qrText}
        label={`QR ${einvoice.documentNumber}`}
        className="my-1"
        style={{ width: `${widthMm === 57 ? 46 : 52}mm`, height: `${widthMm === 57 ? 46 : 52}mm` }}
      />
      {einvoice.environment === 'pruebas' ? <p>{EINVOICE_TEST_NOTICE}</p> : null}
      <p>{einvoiceMakerLine(einvoice)}</p>
    </div>
  );
}
