// The customer display's public entry (issue 21): the POS mounts the publisher and shows the button.
export { useCustomerDisplay } from './use-customer-display';
export { CustomerDisplayButton } from './display-button';
export type { PaidView, PayView } from './display-state';
