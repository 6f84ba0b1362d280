// The cash drawer's public entry: the gate that the orders screen and the POS show before cash is taken.
// Other features import only this file.
export { CashDrawerGate } from './cash-drawer-gate';
