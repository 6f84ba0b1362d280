/**
 * The schema a DATABASE_URL works in when it names one the libpq way,
 * `?options=-c search_path=<schema>`: the first schema listed, where new tables go.
 */
export function schemaOfUrl(databaseUrl: string): string | undefined {
  let options: string | null;
  try {
    options = new URL(databaseUrl).searchParams.get('options');
  } catch {
    return undefined;
  }
  const named = options ? /(?:^|\s)-c\s*search_path\s*=\s*"?([^\s,"]+)/.exec(options) : null;
  return named?.[1];
}
