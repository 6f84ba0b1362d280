import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The web build's view of packages/contracts (issue 22, the offline cold start): the browser calls an
 * API route by its method and path only (lib/api-call.ts), so the route tables (`defineRoute`,
 * `settingsListRoutes`, in api/ or not) drop their body, query and answer schemas here, then whatever
 * only those schemas read (private consts, imports); and every top-level value the contracts compute
 * (a zod schema, built by calls at load) becomes a pure IIFE the bundler drops when no code of a chunk
 * reads it. A screen then evaluates the schemas it validates with, not every schema its route table
 * names. The server and the tests read the sources untouched, so nothing here changes what the server
 * accepts or answers.
 *
 * What this cannot do: the bundler puts a module in the chunk of every module that imports it, read
 * or not, with all that any chunk reads of it. So the contracts the POS's start imports (the `*-core.ts`
 * modules, pricing, currency, …) import no zod and no module that does; vite-start-chunk.test.ts
 * fails when zod reaches the start chunk again.
 */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^?]*\.ts$/;
/** What a route's definition keeps for the browser: `ApiRouteDef` less its schemas. */
const SCHEMA_KEYS = new Set(['body', 'query', 'answer']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) out.push(...value.filter(isNode));
    else if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

/** A call or `new` evaluated when the declaration runs (not one inside a function it declares). */
function callsAtLoad(node: Node): boolean {
  if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression')
    return true;
  if (/Function/.test(node.type) || node.type === 'ClassExpression') return false;
  return children(node).some(callsAtLoad);
}

const calleeName = (call: Node): string | undefined => {
  const callee = call.callee as Node;
  return callee.type === 'Identifier' ? (callee.name as string) : undefined;
};

/** Where a property ends with its comma, if one follows (TypeScript sources keep trailing commas). */
function withComma(code: string, end: number): number {
  const rest = /^\s*,/.exec(code.slice(end));
  return rest ? end + rest[0].length : end;
}

/** Drops the schemas of `defineRoute({ … })` and `settingsListRoutes(path, item, body)` calls; returns what it cut. */
function stripRouteSchemas(code: string, program: Node, s: MagicString): Array<[number, number]> {
  const cut: Array<[number, number]> = [];
  const remove = (start: number, end: number) => {
    s.remove(start, end);
    cut.push([start, end]);
  };
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const args = node.arguments as Node[];
    const name = calleeName(node);
    if (name === 'defineRoute' && args[0]?.type === 'ObjectExpression') {
      for (const prop of args[0].properties as Node[]) {
        const key = prop.key as Node | undefined;
        if (prop.type !== 'Property' || key?.type !== 'Identifier' || !SCHEMA_KEYS.has(key.name as string)) continue;
        remove(prop.start, withComma(code, prop.end));
      }
    }
    if (name === 'settingsListRoutes' && args.length > 1) remove(args[0].end, args[args.length - 1].end);
  });
  return cut;
}

type Specifier = { type: string; local: Node; imported?: Node };

/**
 * What the cut leaves unread goes too: a module-private `const` no kept code reads (a route table's
 * `userSaved = z.object({ user: userSchema })`), then imports no kept code reads. The bundler places a
 * module by the static imports that reach it, read or not: a route table's import of a module's form
 * schemas would put that module, and zod with it, in the chunk of every screen that calls one of its
 * routes. (The code here is already JavaScript: type-only imports are gone.)
 */
function dropUnread(code: string, program: Node, cut: Array<[number, number]>, s: MagicString): void {
  const body = program.body as Node[];
  const isCut = (node: Node) => cut.some(([start, end]) => node.start >= start && node.end <= end);
  const refs: Node[] = [];
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') continue;
    walk(statement, (node) => {
      if (node.type === 'Identifier') refs.push(node);
    });
  }
  const privateConst = (statement: Node): string | undefined => {
    const declarations = statement.declarations as Node[] | undefined;
    if (statement.type !== 'VariableDeclaration' || declarations?.length !== 1) return undefined;
    const id = declarations[0].id as Node;
    return id.type === 'Identifier' ? (id.name as string) : undefined;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const statement of body) {
      const name = privateConst(statement);
      if (!name || isCut(statement)) continue;
      const inside = (node: Node) => node.start >= statement.start && node.end <= statement.end;
      if (refs.some((node) => node.name === name && !inside(node) && !isCut(node))) continue;
      s.remove(statement.start, statement.end);
      cut.push([statement.start, statement.end]);
      changed = true;
    }
  }
  const read = new Set(refs.filter((node) => !isCut(node)).map((node) => node.name as string));
  for (const statement of body) {
    const specifiers = statement.specifiers as Specifier[] | undefined;
    if (statement.type !== 'ImportDeclaration' || !specifiers?.length) continue;
    const kept = specifiers.filter((spec) => read.has(spec.local.name as string));
    if (kept.length === specifiers.length) continue;
    if (kept.length === 0) {
      s.remove(statement.start, statement.end);
      continue;
    }
    const source = code.slice((statement.source as Node).start, (statement.source as Node).end);
    const named = kept.filter((spec) => spec.type === 'ImportSpecifier');
    const parts = kept
      .filter((spec) => spec.type !== 'ImportSpecifier')
      .map((spec) => (spec.type === 'ImportNamespaceSpecifier' ? '* as ' : '') + (spec.local.name as string));
    if (named.length > 0) {
      const names = named.map((spec) => {
        const imported = code.slice(spec.imported!.start, spec.imported!.end);
        const local = spec.local.name as string;
        return imported === local ? local : `${imported} as ${local}`;
      });
      parts.push(`{ ${names.join(', ')} }`);
    }
    s.overwrite(statement.start, statement.end, `import ${parts.join(', ')} from ${source};`);
  }
}

/** `const x = f()` → `const x = /* @__PURE__ *\/ (() => f())()`, at the module's top level. */
function pureTopLevel(program: Node, cut: Array<[number, number]>, s: MagicString): void {
  for (const statement of program.body as Node[]) {
    if (cut.some(([start, end]) => statement.start >= start && statement.end <= end)) continue;
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !callsAtLoad(init)) continue;
      s.appendLeft(init.start, '/* @__PURE__ */ (() => (');
      s.prependRight(init.end, '))()');
    }
  }
}

/** The transform itself, apart from Vite so a test can run it: null when `id` is not a contracts file. */
export function leanContractsTransform(code: string, id: string, parse: (code: string) => unknown) {
  if (!CONTRACTS.test(id)) return null;
  const program = parse(code) as Node;
  const s = new MagicString(code);
  const cut = stripRouteSchemas(code, program, s);
  if (cut.length > 0) dropUnread(code, program, cut, s);
  pureTopLevel(program, cut, s);
  if (!s.hasChanged()) return null;
  return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
}

export function leanContracts(): Plugin {
  return {
    name: 'comandero:lean-contracts',
    apply: 'build',
    transform(code, id) {
      return leanContractsTransform(code, id, (text) => this.parse(text));
    },
  };
}
