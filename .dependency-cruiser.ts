import type { IConfiguration, IForbiddenRuleType } from 'dependency-cruiser'

// The house's import rules, checked by `npm run lint` (depcruise) and test/unit/import-direction.test.ts, both from
// this file:
// - imports flow one way, brands → web → routes → worker: a folder imports only itself and the folders before it,
//   and no product code imports tests;
// - no import cycles, type-only imports included (a cycle of types is still two modules that need each other);
// - inside web/, the shared code (rules, formatting, API calls and their queries, search criteria, SEO data, seller
//   and lead helpers, content text) is not UI: it imports no component or page, and runs no .tsx module (it may name
//   a type of one, such as the shape of a React context in web/site/); and only pages import pages.

const layers = ['brands', 'web', 'routes', 'worker'] as const

/** web/'s folders of shared code, which the UI (web/components, web/pages, web/account, web/site…) builds on. */
const webSharedCode = `^web/(rules|format|api|search|seo|sellers|leads|content)/`

const layerRules: IForbiddenRuleType[] = layers.map((layer, index) => ({
  name: `${layer}-imports-only-earlier-layers`,
  comment: `${layer}/ may import ${layers.slice(0, index + 1).join(', ')} (imports flow brands → web → routes → worker)`,
  severity: 'error',
  from: { path: `^${layer}/` },
  to: { path: `^(${[...layers.slice(index + 1), 'test'].join('|')})/` },
}))

const config: IConfiguration = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycles',
      comment: 'a module must not import itself through others, type-only imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-shared-code-imports-no-ui',
      comment: `web/'s shared code (${webSharedCode}) imports no component and no page`,
      severity: 'error',
      from: { path: webSharedCode },
      to: { path: '^web/(components|pages)/' },
    },
    {
      name: 'web-shared-code-runs-no-tsx',
      comment: `web/'s shared code (${webSharedCode}) runs no .tsx module (a type-only import of one is fine)`,
      severity: 'error',
      from: { path: webSharedCode },
      to: { path: '^web/.+\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-pages-imported-only-by-pages',
      comment: 'a page is imported by the routes and by other pages, never by a component or shared code',
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/pages/' },
      to: { path: '^web/pages/' },
    },
  ],
  options: {
    // Type-only imports are read too (TypeScript's own view of the imports), so cycles of types are found.
    tsPreCompilationDeps: true,
    exclude: { path: '(^|/)node_modules/|^test/\\.artifacts/' },
  },
}

export default config
