import { ComingSoon } from '../../components/coming-soon';
import { es } from '../../i18n/es';

/** Placeholder until the POS issue lands; the router imports `PosPage` from this file. */
export function PosPage() {
  return <ComingSoon title={es.pages.pos} />;
}
