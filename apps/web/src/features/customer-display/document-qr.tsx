/**
 * The electronic POS document's QR (factura electrónica / documento equivalente POS). That document
 * does not exist yet, so the state always carries null and nothing is drawn: when it does, its QR
 * data arrives in `paid.documentQr` and is drawn here.
 */
export function DocumentQr({ data }: { data: string | null }) {
  if (!data) return null;
  return (
    <p className="max-w-[60vw] font-mono text-[min(2vh,2.4vw)] break-all text-stone-300" data-testid="document-qr">
      {data}
    </p>
  );
}
