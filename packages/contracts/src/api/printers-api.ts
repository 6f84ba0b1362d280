import { defineRoute, settingsListRoutes } from '../api-route.js';
import { printerBody, printerSchema, printerTestAnswer, stationBody, stationSchema } from '../printers.js';

export const PRINTERS_API = {
  ...settingsListRoutes('/settings/printers', printerSchema, printerBody),
  test: defineRoute({ method: 'POST', path: '/settings/printers/:id/test', answer: printerTestAnswer }),
};

export const STATIONS_API = settingsListRoutes('/settings/stations', stationSchema, stationBody);
