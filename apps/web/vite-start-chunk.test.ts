// @vitest-environment node
import { build, type PluginOption, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import config from './vite.config';

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** The app's build as `npm run build` makes it, less the service worker, in memory. */
async function chunks(): Promise<Rolldown.OutputChunk[]> {
  const plugins = (config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
  const output = await build({
    ...config,
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    plugins: plugins.filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa'))),
    build: { ...config.build, write: false, sourcemap: false, minify: false },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  return results.flatMap((result) => result.output.filter((item) => item.type === 'chunk'));
}

describe('the POS’s start chunk (issue 22, the offline cold start)', () => {
  it('evaluates no zod: the schemas go with the screens that validate with them', async () => {
    const all = await chunks();
    const start = all.find((chunk) => chunk.isEntry);
    expect(start).toBeDefined();
    const modules = Object.keys(start!.modules);
    // The POS's own contract modules are there, so a pass means zod is absent, not that nothing was read.
    expect(modules.some((id) => id.endsWith('contracts/src/pos-core.ts'))).toBe(true);
    expect(modules.filter((id) => ZOD.test(id))).toEqual([]);
    // …and the screens that validate forms still have it.
    expect(all.some((chunk) => Object.keys(chunk.modules).some((id) => ZOD.test(id)))).toBe(true);

    // The POS fetches its own dialogs as soon as it is up (usePreloadNow): their chunks and what those
    // import are evaluated during the start too.
    const byName = new Map(all.map((chunk) => [chunk.fileName, chunk]));
    const closure = (chunk: Rolldown.OutputChunk, seen = new Set<string>()): Set<string> => {
      if (seen.has(chunk.fileName)) return seen;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) closure(byName.get(name)!, seen);
      return seen;
    };
    const posDialogs = all.filter(
      (chunk) => chunk.isDynamicEntry && /[\\/]src[\\/]features[\\/]pos[\\/]/.test(chunk.facadeModuleId ?? ''),
    );
    expect(posDialogs.length).toBeGreaterThan(3);
    for (const dialog of posDialogs) {
      const reached = [...closure(dialog)].flatMap((name) => Object.keys(byName.get(name)!.modules));
      expect({ dialog: dialog.facadeModuleId, zod: reached.filter((id) => ZOD.test(id)) }).toEqual({
        dialog: dialog.facadeModuleId,
        zod: [],
      });
    }
  }, 180_000);
});
