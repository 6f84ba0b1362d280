import { z } from 'zod';
import { courseBody, courseSchema, courseSettingBody, courseSettingSchema } from '../courses.js';
import { createdAnswer, messageAnswer, textAnswer } from '../api-answers.js';
import { defineRoute, settingsListRoutes } from '../api-route.js';
import {
  paymentTypeCashAddBody,
  paymentTypeCashUpdateBody,
  paymentTypeWithCashSchema,
  tipSettingBody,
  tipSettingViewSchema,
} from '../bills.js';
import { kitchenSettingBody, kitchenSettingSchema } from '../kitchen-settings.js';
import {
  categoryBody,
  categorySchema,
  paymentTypeToggleBody,
  printSettingBody,
  printSettingSchema,
  STORE_IMAGE_FIELD,
  STORE_IMAGE_MAX_BYTES,
  storeImageUploadAnswer,
  storeSettingBody,
  storeSettingSchema,
  storeTableBody,
  storeTableSchema,
  taxBody,
  taxSchema,
} from '../settings.js';
import { offlineSettingBody, offlineSettingSchema } from '../offline.js';

/** A delete's optional `?replaceWith=<id>`: the row that takes over the deleted one's menu items. */
const replaceWithQuery = z.object({ replaceWith: z.number().int().positive().optional() });

export const STORE_TABLES_API = settingsListRoutes('/settings/store-tables', storeTableSchema, storeTableBody);

/** Issue 21: the courses (tiempos) and the categories each one takes by default. */
export const COURSES_API = {
  ...settingsListRoutes('/settings/courses', courseSchema, courseBody),
  getSetting: defineRoute({ method: 'GET', path: '/settings/course-setting', answer: courseSettingSchema }),
  saveSetting: defineRoute({
    method: 'POST',
    path: '/settings/course-setting',
    body: courseSettingBody,
    answer: messageAnswer,
  }),
};

export const TAXES_API = {
  ...settingsListRoutes('/settings/taxes', taxSchema, taxBody),
  remove: defineRoute({
    method: 'DELETE',
    path: '/settings/taxes/:id',
    query: replaceWithQuery,
    answer: messageAnswer,
  }),
};

export const CATEGORIES_API = {
  ...settingsListRoutes('/settings/categories', categorySchema, categoryBody),
  remove: defineRoute({
    method: 'DELETE',
    path: '/settings/categories/:id',
    query: replaceWithQuery,
    answer: messageAnswer,
  }),
};

export const PAYMENT_TYPES_API = {
  list: defineRoute({ method: 'GET', path: '/settings/payment-types', answer: z.array(paymentTypeWithCashSchema) }),
  add: defineRoute({
    method: 'POST',
    path: '/settings/payment-types/add',
    body: paymentTypeCashAddBody,
    answer: createdAnswer,
  }),
  toggle: defineRoute({
    method: 'POST',
    path: '/settings/payment-types/:id/toggle',
    body: paymentTypeToggleBody,
    answer: messageAnswer,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/settings/payment-types/:id/update',
    body: paymentTypeCashUpdateBody,
    answer: messageAnswer,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/settings/payment-types/:id', answer: messageAnswer }),
};

export const STORE_SETTINGS_API = {
  getStore: defineRoute({ method: 'GET', path: '/settings/store-setting', answer: storeSettingSchema }),
  saveStore: defineRoute({
    method: 'POST',
    path: '/settings/store-setting',
    body: storeSettingBody,
    answer: messageAnswer,
  }),
  getPrint: defineRoute({ method: 'GET', path: '/settings/print-setting', answer: printSettingSchema }),
  savePrint: defineRoute({
    method: 'POST',
    path: '/settings/print-setting',
    body: printSettingBody,
    answer: messageAnswer,
  }),
  /** Issue 22: the store's offline sales settings (section "Ventas sin conexión"). */
  getOffline: defineRoute({ method: 'GET', path: '/settings/offline-setting', answer: offlineSettingSchema }),
  saveOffline: defineRoute({
    method: 'POST',
    path: '/settings/offline-setting',
    body: offlineSettingBody,
    answer: messageAnswer,
  }),
  getTip: defineRoute({ method: 'GET', path: '/settings/tip-setting', answer: tipSettingViewSchema }),
  saveTip: defineRoute({ method: 'POST', path: '/settings/tip-setting', body: tipSettingBody, answer: messageAnswer }),
  getKitchen: defineRoute({ method: 'GET', path: '/settings/kitchen-setting', answer: kitchenSettingSchema }),
  saveKitchen: defineRoute({
    method: 'POST',
    path: '/settings/kitchen-setting',
    body: kitchenSettingBody,
    answer: messageAnswer,
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/settings/store-image',
    body: z.object({ [STORE_IMAGE_FIELD]: z.file().max(STORE_IMAGE_MAX_BYTES) }),
    bodyMedia: 'multipart/form-data',
    answer: storeImageUploadAnswer,
  }),
  uploadedImage: defineRoute({ method: 'GET', path: '/uploads/:name', answer: textAnswer, answerMedia: 'image/*' }),
};
