/** The software PIN the e-invoicing spec configures, which the DIAN simulator its server sends to checks CUDEs with. */
export const E2E_SOFTWARE_PIN = '12345';
