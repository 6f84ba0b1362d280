import { z } from 'zod';
import { createdAnswer, messageAnswer } from '../api-answers.js';
import { defineRoute } from '../api-route.js';
import { menuItemBody, menuItemOptionBody, menuItemSchema } from '../menu.js';

/** Variants and add-ons have the same three writes, under their own segment. */
const optionRoutes = <const S extends 'variants' | 'addons'>(segment: S) => ({
  add: defineRoute({
    method: 'POST',
    path: `/menu-items/${segment}/:itemId/add`,
    body: menuItemOptionBody,
    answer: createdAnswer,
  }),
  update: defineRoute({
    method: 'POST',
    path: `/menu-items/${segment}/:itemId/update/:optionId`,
    body: menuItemOptionBody,
    answer: messageAnswer,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: `/menu-items/${segment}/:itemId/delete/:optionId`,
    answer: messageAnswer,
  }),
});

export const MENU_API = {
  list: defineRoute({ method: 'GET', path: '/menu-items', answer: z.array(menuItemSchema) }),
  get: defineRoute({ method: 'GET', path: '/menu-items/:id', answer: menuItemSchema }),
  add: defineRoute({ method: 'POST', path: '/menu-items/add', body: menuItemBody, answer: createdAnswer }),
  update: defineRoute({ method: 'POST', path: '/menu-items/update/:id', body: menuItemBody, answer: messageAnswer }),
  remove: defineRoute({ method: 'DELETE', path: '/menu-items/delete/:id', answer: messageAnswer }),
  variants: optionRoutes('variants'),
  addons: optionRoutes('addons'),
};
