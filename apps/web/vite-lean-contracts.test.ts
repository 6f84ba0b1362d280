import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { leanContractsTransform } from './vite-lean-contracts';

const CONTRACTS = path.resolve(import.meta.dirname, '../../packages/contracts/src');

/** What the POS start takes from contracts: a route table and a module of schemas and functions. */
const ENTRY = `
import { POS_API } from '${CONTRACTS}/api/pos-api.ts';
import { submitTotals } from '${CONTRACTS}/pos.ts';
console.log(POS_API.init.method, POS_API.init.path, submitTotals);
`;

async function bundle(lean: boolean): Promise<string> {
  const plugins: Plugin[] = [
    {
      name: 'entry',
      resolveId: (id) => (id === 'entry' ? id : null),
      load: (id) => (id === 'entry' ? ENTRY : null),
    },
  ];
  if (lean) {
    plugins.push({
      name: 'lean',
      transform: (code, id) => leanContractsTransform(code, id, (text) => parseAst(text, { lang: 'ts' })),
    });
  }
  const build = await rolldown({
    input: 'entry',
    plugins,
    // As apps/web/vite.config.ts.
    treeshake: {
      moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      manualPureFunctions: ['z'],
    },
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('the web build of contracts (issue 22)', () => {
  it('keeps a route’s method and path and no zod, where the sources would bring zod with its schemas', async () => {
    const plain = await bundle(false);
    const lean = await bundle(true);
    expect(plain).toMatch(/\$ZodType|ZodObject/);
    expect(lean).not.toMatch(/\$ZodType|ZodObject/);
    expect(lean).toContain('/pos/init');
    expect(lean).toContain('function submitTotals');
    expect(lean.length).toBeLessThan(plain.length / 5);
  }, 60_000);
});
