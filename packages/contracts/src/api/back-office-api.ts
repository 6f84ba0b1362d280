import { z } from 'zod';
import { messageAnswer, textAnswer } from '../api-answers.js';
import { defineRoute } from '../api-route.js';
import { auditFilterQuery, auditListQuery, auditPageAnswer, auditUsernamesAnswer } from '../audit.js';
import {
  cashMovementBody,
  closeDrawerAnswer,
  closeDrawerBody,
  currentDrawerAnswer,
  drawerHistoryAnswer,
  drawerHistoryQuery,
  drawerSessionAnswer,
  cashDrawerReportSchema,
  openDrawerBody,
} from '../cash-drawer.js';
import { dashboardAnswer } from '../dashboard.js';
import { dateFilterQuery, reportFilterQuery } from '../date-filters.js';
import {
  invoiceDetailAnswer,
  invoiceOrdersBody,
  invoiceSchema,
  invoiceSearchQuery,
  invoicesInitAnswer,
} from '../invoices.js';
import { invoiceVoidAnswer, invoiceVoidBody } from '../invoice-voids.js';
import { orderPaymentSummarySchema } from '../orders.js';
import { prepTimesAnswer, reportAnswer } from '../reports.js';
import { userAddBody, userPasswordBody, userSchema, userUpdateBody } from '../users.js';

export const DASHBOARD_API = {
  summary: defineRoute({ method: 'GET', path: '/dashboard', answer: dashboardAnswer }),
};

export const INVOICES_API = {
  init: defineRoute({ method: 'GET', path: '/invoices/init', answer: invoicesInitAnswer }),
  list: defineRoute({ method: 'GET', path: '/invoices', query: dateFilterQuery, answer: z.array(invoiceSchema) }),
  search: defineRoute({
    method: 'GET',
    path: '/invoices/search',
    query: invoiceSearchQuery,
    answer: z.array(invoiceSchema),
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/invoices/export.csv',
    query: dateFilterQuery,
    answer: textAnswer,
    answerMedia: 'text/csv',
  }),
  detail: defineRoute({ method: 'GET', path: '/invoices/:id/detail', answer: invoiceDetailAnswer }),
  orders: defineRoute({
    method: 'POST',
    path: '/invoices/orders',
    body: invoiceOrdersBody,
    answer: orderPaymentSummarySchema,
  }),
  void: defineRoute({ method: 'POST', path: '/invoices/:id/void', body: invoiceVoidBody, answer: invoiceVoidAnswer }),
};

export const REPORTS_API = {
  report: defineRoute({ method: 'GET', path: '/reports', query: reportFilterQuery, answer: reportAnswer }),
  prepTimes: defineRoute({
    method: 'GET',
    path: '/reports/prep-times',
    query: reportFilterQuery,
    answer: prepTimesAnswer,
  }),
  /** Issue 21: the preparation times as a sheet, per station then per item. */
  prepTimesCsv: defineRoute({
    method: 'GET',
    path: '/reports/prep-times/export.csv',
    query: reportFilterQuery,
    answer: textAnswer,
    answerMedia: 'text/csv',
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/reports/export.csv',
    query: reportFilterQuery,
    answer: textAnswer,
    answerMedia: 'text/csv',
  }),
};

export const AUDIT_API = {
  page: defineRoute({ method: 'GET', path: '/audit', query: auditListQuery, answer: auditPageAnswer }),
  usernames: defineRoute({ method: 'GET', path: '/audit/usernames', answer: auditUsernamesAnswer }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/audit/csv',
    query: auditFilterQuery,
    answer: textAnswer,
    answerMedia: 'text/csv',
  }),
};

const userSaved = z.object({ message: z.string(), user: userSchema });

export const USERS_API = {
  list: defineRoute({ method: 'GET', path: '/users', answer: z.array(userSchema) }),
  add: defineRoute({ method: 'POST', path: '/users/add', body: userAddBody, answer: userSaved }),
  update: defineRoute({ method: 'POST', path: '/users/update/:username', body: userUpdateBody, answer: userSaved }),
  updatePassword: defineRoute({
    method: 'POST',
    path: '/users/update-password/:username',
    body: userPasswordBody,
    answer: messageAnswer,
  }),
  remove: defineRoute({ method: 'DELETE', path: '/users/delete/:username', answer: messageAnswer }),
};

export const CASH_DRAWER_API = {
  current: defineRoute({ method: 'GET', path: '/cash-drawer/current', answer: currentDrawerAnswer }),
  open: defineRoute({ method: 'POST', path: '/cash-drawer/open', body: openDrawerBody, answer: drawerSessionAnswer }),
  move: defineRoute({
    method: 'POST',
    path: '/cash-drawer/sessions/:id/movements',
    body: cashMovementBody,
    answer: drawerSessionAnswer,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/cash-drawer/sessions/:id/close',
    body: closeDrawerBody,
    answer: closeDrawerAnswer,
  }),
  report: defineRoute({ method: 'GET', path: '/cash-drawer/sessions/:id/report', answer: cashDrawerReportSchema }),
  history: defineRoute({
    method: 'GET',
    path: '/cash-drawer/sessions',
    query: drawerHistoryQuery,
    answer: drawerHistoryAnswer,
  }),
};
