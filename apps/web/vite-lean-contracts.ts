import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The web build's view of packages/contracts (issue 22, the offline cold start): the browser calls an
 * API route by its method and path only (lib/api-call.ts), so the route tables drop their body, query
 * and answer schemas here, and every top-level value the contracts compute (a zod schema, built by
 * calls at load) becomes a pure IIFE the bundler drops when no code of a chunk reads it. A screen then
 * evaluates the schemas it validates with, not every schema its route table names; the POS's first
 * chunk has no zod at all. The server and the tests read the sources untouched, so nothing here
 * changes what the server accepts or answers.
 */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/][^?]*\.ts$/;
const ROUTE_TABLES = /[\\/]packages[\\/]contracts[\\/]src[\\/](api[\\/][^?]*|api-route)\.ts$/;
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

/** Drops the schemas of `defineRoute({ … })` and `settingsListRoutes(path, item, body)` calls. */
function stripRouteSchemas(code: string, program: Node, s: MagicString): void {
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const args = node.arguments as Node[];
    const name = calleeName(node);
    if (name === 'defineRoute' && args[0]?.type === 'ObjectExpression') {
      for (const prop of args[0].properties as Node[]) {
        const key = prop.key as Node | undefined;
        if (prop.type !== 'Property' || key?.type !== 'Identifier' || !SCHEMA_KEYS.has(key.name as string)) continue;
        s.remove(prop.start, withComma(code, prop.end));
      }
    }
    if (name === 'settingsListRoutes' && args.length > 1) s.remove(args[0].end, args[args.length - 1].end);
  });
}

/** `const x = f()` → `const x = /* @__PURE__ *\/ (() => f())()`, at the module's top level. */
function pureTopLevel(program: Node, s: MagicString): void {
  for (const statement of program.body as Node[]) {
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
  if (ROUTE_TABLES.test(id)) stripRouteSchemas(code, program, s);
  pureTopLevel(program, s);
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
