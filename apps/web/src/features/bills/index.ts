// The bills' public entry: the pieces the orders screen embeds. Other features import only this file.
export { useTableSplit } from './bills-api';
export { BillDialogs, type BillDialog } from './bill-dialogs';
export { billReceiptData } from './bill-receipt';
export { SplitDialog } from './split-dialog';
export { TableBills, type BillAction } from './table-bills';
