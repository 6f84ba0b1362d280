import fs from 'node:fs';
import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import { transformSync } from 'rolldown/experimental';
import { describe, expect, it } from 'vitest';
import { leanContractsTransform } from './vite-lean-contracts';

const CONTRACTS = path.resolve(import.meta.dirname, '../../packages/contracts/src');

/** A start that takes from contracts a route table and a function of a module of schemas. */
const ENTRY = `
import { POS_API } from '${CONTRACTS}/api/pos-api.ts';
import { countedFromDenominations } from '${CONTRACTS}/cash-drawer.ts';
console.log(POS_API.init.method, POS_API.init.path, countedFromDenominations);
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
    expect(lean).toContain('function countedFromDenominations');
    expect(lean.length).toBeLessThan(plain.length / 5);
  }, 60_000);

  it('drops what a route table reads only for its schemas, so the modules of those schemas are not imported', () => {
    const id = `${CONTRACTS}/api/back-office-api.ts`;
    const code = fs.readFileSync(id, 'utf8');
    const plain = transformSync(id, code, { lang: 'ts' }).code;
    const lean = leanContractsTransform(plain, id, (text) => parseAst(text))!.code;
    // USERS_API's answer is `userSaved = z.object({ …, user: userSchema })`, a table's own schema.
    expect(plain).toMatch(/from "\.\.\/users\.js"/);
    expect(plain).toMatch(/userSaved/);
    expect(lean).not.toMatch(/from "\.\.\/users\.js"/);
    expect(lean).not.toMatch(/userSaved|from "zod"/);
    expect(lean).toContain('"/users/update/:username"');
  });
});
