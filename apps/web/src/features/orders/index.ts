// The orders feature's pieces other features reuse (eslint.architecture.js: only through this entry).
export { ReasonPicker, noReason, reasonOf, type ReasonChoice } from './reason-picker';
export { useVoidReasons } from './orders-api';
