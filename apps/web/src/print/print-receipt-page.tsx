import { toMinor } from '@comandero/contracts';
import { useState } from 'react';
import { posText } from '../i18n/pos';
import { formatDateTime } from '../lib/format';
import { readReceiptData, type ReceiptData } from '../lib/pos-storage';
import { PrintSheet, pageWidthMm } from './print-sheet';
import { BillReceiptLines, BillReceiptTotals } from './bill-receipt-parts';
import { EinvoiceDocument, EinvoiceHeader, EinvoiceNumber } from './einvoice-receipt-parts';
import { ReceiptLines, ReceiptTotals } from './receipt-lines';
import { useAutoPrint } from './use-auto-print';

const rule = <hr className="my-2 border-t border-dashed border-black" />;

function StoreBlock({ store }: { store: ReceiptData['storeSettings'] }) {
  return (
    <div className="flex flex-col items-center text-center" data-testid="receipt-store">
      {store.image ? <img src={store.image} alt="" className="mb-1 max-h-16 max-w-[60%] object-contain" /> : null}
      <p className="text-[14px] font-bold">{store.store_name}</p>
      {store.address ? <p>{store.address}</p> : null}
      {store.phone ? <p>{store.phone}</p> : null}
      {store.email ? <p>{store.email}</p> : null}
    </div>
  );
}

function CustomerBlock({ data }: { data: ReceiptData }) {
  const name = data.customer?.name ?? posText.customer.walkin;
  const orderType = data.deliveryType ? posText.service.options[data.deliveryType] : '-';
  return (
    <div data-testid="receipt-customer">
      <p>
        {posText.receipt.customerType}: {data.customerType}
      </p>
      <p>
        {posText.receipt.customerName}: {name}
      </p>
      <p>
        {posText.receipt.orderType}: {orderType}
      </p>
      {data.tableTitle ? (
        <p>
          {posText.receipt.table}: {data.tableTitle}
        </p>
      ) : null}
    </div>
  );
}

/** /print-receipt (spec §2 Receipt), from the receipt data the POS left in browser storage. */
export function PrintReceiptPage() {
  const [data] = useState(readReceiptData);
  useAutoPrint(data !== null);
  if (!data) return <p className="p-6 text-center text-sm text-stone-600">{posText.receipt.missing}</p>;

  const print = data.printSettings;
  const showToken = print.print_token === 1 && data.tokenNo !== null;
  const widthMm = pageWidthMm(print.page_format);
  // Issue 23: only a paid sale the server documented; an order slip or pre-bill never carries one.
  const einvoice = data.kind === undefined ? data.einvoice : undefined;
  return (
    <PrintSheet widthMm={widthMm} label={posText.receipt.title}>
      {print.show_store_details === 1 ? (
        <>
          <StoreBlock store={data.storeSettings} />
          {rule}
        </>
      ) : null}
      {einvoice ? (
        <>
          <EinvoiceHeader einvoice={einvoice} />
          {/* The number's own rule follows; the store's header text needs one between. */}
          {print.header ? rule : null}
        </>
      ) : null}
      {print.header ? (
        <p className="text-center whitespace-pre-line" data-testid="receipt-header">
          {print.header}
        </p>
      ) : null}
      {print.show_customer_details === 1 ? (
        <>
          {rule}
          <CustomerBlock data={data} />
        </>
      ) : null}
      {rule}
      {data.kind === 'prebill' ? (
        <div className="text-center" data-testid="receipt-prebill">
          <p className="text-[13px] font-bold">{posText.receipt.prebillTitle}</p>
          <p>{posText.receipt.prebillNotice}</p>
          <p className="whitespace-nowrap">{formatDateTime(data.date)}</p>
        </div>
      ) : (
        <div className="flex flex-wrap justify-between gap-x-2" data-testid="receipt-number">
          <span className="whitespace-nowrap">
            {data.kind === 'order' ? posText.receipt.orderNumber : posText.receipt.number}
            {data.orderId}
          </span>
          <span className="whitespace-nowrap">{formatDateTime(data.date)}</span>
          {einvoice ? <EinvoiceNumber einvoice={einvoice} /> : null}
        </div>
      )}
      {data.bill ? (
        <p className="text-center text-[13px] font-bold" data-testid="receipt-bill-part">
          {data.bill.label}
        </p>
      ) : null}
      {rule}
      {data.bill ? (
        <>
          <BillReceiptLines bill={data.bill} showNotes={print.show_notes === 1} />
          {rule}
          <BillReceiptTotals bill={data.bill} currency={data.currency} />
        </>
      ) : (
        <>
          <ReceiptLines lines={data.cartItems} showNotes={print.show_notes === 1} />
          {rule}
          {data.payment ? (
            <BillReceiptTotals bill={{ ...data.payment, label: '', lines: [] }} currency={data.currency} />
          ) : (
            <ReceiptTotals
              netMinor={toMinor(data.payableTotal) - toMinor(data.taxTotal)}
              taxMinor={toMinor(data.taxTotal)}
              totalMinor={toMinor(data.payableTotal)}
              currency={data.currency}
            />
          )}
        </>
      )}
      {einvoice ? (
        <>
          {rule}
          <EinvoiceDocument einvoice={einvoice} widthMm={widthMm} />
        </>
      ) : null}
      {print.footer ? (
        <>
          {rule}
          <p className="text-center whitespace-pre-line" data-testid="receipt-footer">
            {print.footer}
          </p>
        </>
      ) : null}
      {showToken ? (
        <div className="mt-3 flex justify-center">
          <p
            className="grid size-16 place-items-center rounded-full border-2 border-black text-2xl font-black"
            data-testid="receipt-token"
            aria-label={`${posText.receipt.token} ${data.tokenNo}`}
          >
            {data.tokenNo}
          </p>
        </div>
      ) : null}
    </PrintSheet>
  );
}
