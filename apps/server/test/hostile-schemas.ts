import * as contracts from '@comandero/contracts';
import type { z } from 'zod';

type AnyObject = z.ZodObject<z.ZodRawShape>;
type Def = { type: string; in?: unknown; innerType?: unknown; options?: unknown[] };

const defOf = (s: unknown): Def | undefined =>
  (s as { _zod?: { def?: Def } } | null | undefined)?._zod?.def ?? undefined;

/** The object schemas inside a contract export: through pipes, wrappers and unions. */
function objectsIn(schema: unknown, depth = 0): AnyObject[] {
  const def = defOf(schema);
  if (!def || depth > 10) return [];
  if (def.type === 'object') return [schema as AnyObject];
  if (def.type === 'pipe') return objectsIn(def.in, depth + 1);
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => objectsIn(o, depth + 1));
  if (def.innerType) return objectsIn(def.innerType, depth + 1);
  return [];
}

/** Contracts name request schemas by role; the rest (e.g. sessionUser) describe answers. */
const REQUEST_SCHEMA = /(Body|Query|Form|Input|Params)$/;

/**
 * Every field name any contract request schema (bodies, queries, forms) declares, with each schema
 * that field has somewhere. A value that all of a name's schemas refuse is wrong wherever that name
 * is read, so a body giving every known name such a value is invalid for every route that parses a
 * contract schema — without the test knowing which route reads which schema.
 */
export function contractFields(): Map<string, z.ZodType[]> {
  const fields = new Map<string, z.ZodType[]>();
  for (const [exportName, value] of Object.entries(contracts)) {
    if (!REQUEST_SCHEMA.test(exportName)) continue;
    for (const object of objectsIn(value)) {
      for (const [name, field] of Object.entries(object.shape)) {
        fields.set(name, [...(fields.get(name) ?? []), field as z.ZodType]);
      }
    }
  }
  return fields;
}

export const strictSchemas = (schemas: z.ZodType[], candidates: readonly unknown[]) =>
  schemas.filter((s) => candidates.some((v) => !s.safeParse(v).success));

/**
 * The candidates that every schema of the field refuses. A schema that takes every candidate (a
 * client's field the server ignores, like a cart line's title) constrains nothing and is left out.
 */
export function refusedByAll(schemas: z.ZodType[], candidates: readonly unknown[]): unknown[] {
  const strict = strictSchemas(schemas, candidates);
  if (strict.length === 0) return [];
  return candidates.filter((value) => strict.every((s) => !s.safeParse(value).success));
}
