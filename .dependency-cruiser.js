// No import circles in the server or the web, type-only imports included (docs/architecture.md,
// "Rules the linter keeps"). ESLint's cycle rules skip `import type`, so this runs in `npm run lint`
// beside ESLint; the boundaries between folders are ESLint's (eslint.architecture.js).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports, type-only ones included: one of its files needs another home.',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps/(server|web)/src|packages/contracts/src)/',
    // Type-only imports are edges of the graph too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
