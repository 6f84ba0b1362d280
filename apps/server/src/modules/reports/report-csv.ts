import type { ReportFigures } from './reports.service.js';
import { csvAmount, csvLines } from '../../lib/csv.js';

/**
 * The report as blocks a sheet can chart: the figures, revenue per day, per payment type, and the
 * voluntary tips per day and per waiter.
 */
export function reportCsv(f: ReportFigures): string {
  return csvLines([
    ['Informe', `${f.range.from} a ${f.range.to}`],
    [],
    ['Indicador', 'Valor'],
    ['Pedidos', f.ordersCount],
    ['Pedidos pagados', f.paidOrdersCount],
    ['Facturas', f.invoicesCount],
    ['Valor promedio del pedido (pesos)', csvAmount(f.averageOrderValue)],
    ['Clientes con pedidos', f.totalCustomers],
    ['Clientes nuevos', f.newCustomers],
    ['Clientes repetidos', f.repeatedCustomers],
    ['Ingresos totales (pesos)', csvAmount(f.revenue)],
    ['Ingresos netos (pesos)', csvAmount(f.net)],
    ['Impuestos (pesos)', csvAmount(f.tax)],
    ['Propinas voluntarias (pesos)', csvAmount(f.tips)],
    ['Moneda', f.currency],
    [],
    ['Día', 'Ingresos (pesos)'],
    ...f.perDay.map((d) => [d.day, csvAmount(d.total)]),
    [],
    ['Tipo de pago', 'Ingresos (pesos)'],
    ...f.perPaymentType.map((p) => [p.title, csvAmount(p.total)]),
    [],
    ['Día', 'Propinas (pesos)'],
    ...f.tipsPerDay.map((d) => [d.day, csvAmount(d.total)]),
    [],
    ['Mesero', 'Propinas (pesos)'],
    ...f.tipsPerUser.map((u) => [u.name, csvAmount(u.total)]),
  ]);
}
