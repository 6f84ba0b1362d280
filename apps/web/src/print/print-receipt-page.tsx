import { es } from '../i18n/es';

/** Placeholder of /print-receipt; the printing issue replaces this file. */
export function PrintReceiptPage() {
  return (
    <main className="p-6 text-center">
      <h1 className="text-lg font-semibold">{es.print.receipt}</h1>
      <p className="mt-2 text-sm text-stone-500">{es.print.pending}</p>
    </main>
  );
}
