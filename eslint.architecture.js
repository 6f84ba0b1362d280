// Where a file may import from (docs/architecture.md, "Rules the linter keeps"), checked on every import
// by eslint-plugin-boundaries. Import circles are dependency-cruiser's (.dependency-cruiser.js).
import boundaries from 'eslint-plugin-boundaries';

const web = 'apps/web/src';
const server = 'apps/server/src';

// Elements are folders: imports inside one feature or one module are that folder's own business.
// The server's top-level files are told apart by file category instead.
const element = (type, pattern, capture) => ({ type, pattern, partialMatch: false, ...(capture && { capture }) });
const elements = [
  element('contracts', 'packages/contracts/src'),
  element('web-app', `${web}/app`),
  element('web-feature', `${web}/features/*`, ['feature']),
  element('web-shared', `${web}/{components,lib,i18n}`),
  element('web-print', `${web}/print`),
  element('web-test-support', `${web}/test`),
  element('web-e2e', 'apps/web/e2e'),
  element('server-http', `${server}/http`),
  element('server-realtime', `${server}/realtime`),
  element('server-module', `${server}/modules/*`, ['module']),
  element('server-db', `${server}/db`),
  element('server-lib', `${server}/lib`),
];
const files = [
  { category: 'server-entry', pattern: `${server}/{main,app,shutdown,config}.ts` },
  { category: 'server-deps', pattern: `${server}/app-deps.ts` },
  { category: 'server-root', pattern: `${server}/*.ts` },
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
];

const webTypes = ['web-app', 'web-feature', 'web-shared', 'web-print', 'web-test-support', 'web-e2e'];

const el = (...types) => ({ element: { type: types } });
const to = (...types) => ({ to: el(...types) });
const under = (path) => ({ file: { path: `${path}/**` } });
// Tests may import the wiring (buildApp) and fixtures; the layer plan is about product code.
const product = (...types) => ({ ...el(...types), file: { path: '!**/*.test.{ts,tsx}' } });

const policies = [
  // Web and server meet only in contracts.
  { from: under('apps/web'), disallow: { to: under('apps/server') }, message: 'web and server meet only in contracts' },
  { from: under('apps/server'), disallow: { to: under('apps/web') }, message: 'web and server meet only in contracts' },
  {
    from: el('contracts'),
    disallow: { to: under('apps') },
    message: 'contracts import nothing of the server or the web',
  },

  // A feature sees its own folder (not checked), shared web code, print pages and contracts. A piece
  // that another feature needs moves to components/ or lib/, or, when it is the feature's own screen
  // part embedded elsewhere (the bills in the orders screen), is exported from the feature's index.ts.
  {
    from: el('web-feature'),
    disallow: to('web-feature', 'web-app', 'web-e2e'),
    message:
      "a feature does not import another feature's internals nor the app shell: share it from components/ or lib/",
  },
  {
    from: el('web-feature'),
    allow: { to: { element: { type: 'web-feature', fileInternalPath: 'index.ts' } } },
    message: "another feature's pieces come from its public entry, index.ts",
  },
  {
    from: el('web-shared', 'web-print'),
    disallow: to('web-feature', 'web-app', 'web-e2e'),
    message: 'shared web code does not know the features or the app shell',
  },
  {
    from: product(...webTypes),
    disallow: to('web-test-support', 'web-e2e'),
    message: 'product code does not import test support',
  },

  // The server layer plan: the arrows that must never exist.
  { from: product('server-http'), disallow: to('server-module'), message: 'the HTTP layer knows no domain' },
  {
    from: product('server-realtime'),
    disallow: to('server-module'),
    message: 'sockets subscribe to events, not services',
  },
  { from: product('server-db'), disallow: to('server-module'), message: 'the database layer knows no domain' },
  { from: product('server-lib'), disallow: to('server-module'), message: 'shared helpers do not live in a domain' },
  {
    from: product('server-module'),
    disallow: { to: { file: { categories: 'server-entry' } } },
    message: 'a domain does not import the wiring',
  },
];

const project = ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'];

export const architecture = [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/web/e2e/**/*.ts', 'packages/contracts/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/legacy-templates': false,
      'import/resolver': { typescript: { project, noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkUnknownLocals: true, policies }],
    },
  },
];
