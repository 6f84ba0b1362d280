import { z } from 'zod';
import { MAX_INT_ID, requiredText } from './form-fields.js';

/**
 * Courses (tiempos, issue 21) under /settings/courses: the order a table is served in. Each course
 * names the categories whose items the POS puts in it by default; a line may carry a course, and a
 * course of an order may be held until the waiter fires it (POST /orders/{id}/fire-course).
 */

export const COURSE_TITLE_MAX = 40;
/** More courses than any menu serves: bounds typing mistakes only. */
export const MAX_COURSES = 20;
export const MAX_COURSE_POSITION = 99;

export const COURSE_MESSAGES = {
  titleRequired: '¡Por favor ingrese el nombre del tiempo!',
  titleTooLong: `¡El nombre del tiempo no puede superar ${COURSE_TITLE_MAX} caracteres!`,
  titleDuplicate: '¡Ya existe un tiempo con ese nombre!',
  positionInvalid: `¡Orden inválido! Use un número de 1 a ${MAX_COURSE_POSITION}.`,
  categoriesInvalid: '¡Categorías inválidas! Envíe una lista de categorías.',
  categoryMissing: '¡Una de las categorías seleccionadas no existe!',
  tooMany: `¡No se pueden crear más de ${MAX_COURSES} tiempos!`,
  added: '¡Tiempo agregado!',
  updated: '¡Tiempo actualizado!',
  deleted: '¡Tiempo eliminado!',
  notFound: '¡Tiempo no encontrado!',
  autoFireInvalid: '¡Valor inválido en «marchar el siguiente tiempo automáticamente»!',
  settingSaved: '¡Configuración de tiempos guardada!',
  inUse: (orders: number) =>
    `No se puede eliminar: ${orders === 1 ? 'una orden abierta tiene' : `${orders} órdenes abiertas tienen`} ` +
    'este tiempo en espera. Márchelo o cancele esas líneas primero.',
} as const;

const M = COURSE_MESSAGES;

const categoryIds = z
  .array(
    z.number({ error: M.categoriesInvalid }).int(M.categoriesInvalid).positive(M.categoriesInvalid).max(MAX_INT_ID),
    {
      error: M.categoriesInvalid,
    },
  )
  .max(1000, M.categoriesInvalid)
  .transform((ids) => [...new Set(ids)]);

/** POST /settings/courses/add and /{id}/update. A category defaults to one course at most: the last saved wins. */
export const courseBody = z.object({
  title: requiredText(COURSE_TITLE_MAX, M.titleRequired, M.titleTooLong),
  position: z
    .number({ error: M.positionInvalid })
    .int(M.positionInvalid)
    .min(1, M.positionInvalid)
    .max(MAX_COURSE_POSITION, M.positionInvalid),
  categoryIds: categoryIds.optional(),
});
export type CourseBody = z.input<typeof courseBody>;

export const courseSchema = z.object({
  id: z.number(),
  title: z.string(),
  position: z.number(),
  /** The categories whose items the POS puts in this course unless the waiter picks another. */
  categoryIds: z.array(z.number()),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * GET/POST /settings/course-setting: whether the next held course of an order is fired by itself
 * when the kitchen has finished everything fired before it.
 */
export const courseSettingSchema = z.object({ autoFire: z.boolean() });
export type CourseSetting = z.infer<typeof courseSettingSchema>;
export const courseSettingBody = z.object({ autoFire: z.boolean({ error: M.autoFireInvalid }) });
export type CourseSettingBody = z.input<typeof courseSettingBody>;
