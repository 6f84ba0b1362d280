import { z } from 'zod';
import { createdAnswer, messageAnswer } from '../api-answers.js';
import { defineRoute, settingsListRoutes } from '../api-route.js';
import { reportFilterQuery } from '../date-filters.js';
import {
  adjustBody,
  eraseBody,
  joinBody,
  memberLookupAnswer,
  memberSchema,
  membersQuery,
  membershipReportSchema,
  membershipSettingsBody,
  membershipSettingsSchema,
  movementSchema,
  reverseBody,
  tierBody,
  tierSchema,
} from '../membership.js';

export const MEMBERSHIP_API = {
  settings: defineRoute({ method: 'GET', path: '/membership/settings', answer: membershipSettingsSchema }),
  saveSettings: defineRoute({
    method: 'POST',
    path: '/membership/settings',
    body: membershipSettingsBody,
    answer: messageAnswer,
  }),
  tiers: settingsListRoutes('/membership/tiers', tierSchema, tierBody),
  join: defineRoute({
    method: 'POST',
    path: '/membership/members/join',
    body: joinBody,
    answer: createdAnswer.pick({ message: true }),
  }),
  members: defineRoute({
    method: 'GET',
    path: '/membership/members',
    query: membersQuery,
    answer: z.array(memberSchema),
  }),
  member: defineRoute({ method: 'GET', path: '/membership/members/:phone', answer: memberLookupAnswer }),
  movements: defineRoute({
    method: 'GET',
    path: '/membership/members/:phone/movements',
    answer: z.array(movementSchema),
  }),
  adjust: defineRoute({
    method: 'POST',
    path: '/membership/members/:phone/adjust',
    body: adjustBody,
    answer: messageAnswer,
  }),
  erase: defineRoute({
    method: 'POST',
    path: '/membership/members/:phone/erase',
    body: eraseBody,
    answer: messageAnswer,
  }),
  reverse: defineRoute({
    method: 'POST',
    path: '/membership/invoices/:id/reverse',
    body: reverseBody,
    answer: messageAnswer,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/membership/report',
    query: reportFilterQuery,
    answer: membershipReportSchema,
  }),
};
