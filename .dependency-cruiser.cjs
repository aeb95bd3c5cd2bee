/**
 * The import boundaries that `npm run lint` enforces (see docs/decisions/ on the module shape).
 * Server: a module uses another module through its public face (`<domain>.module.ts`), never its repo or its tables;
 * `platform/` is shared by all modules and depends on none. Web: ui <- features <- pages, infrastructure in lib/.
 */
const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';
const TESTS = '\\.(test|test-helpers)\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'modules-meet-through-their-faces',
      comment:
        'A module uses another module only through its public face (`<domain>.module.ts`), never its services, repo ' +
        "or tables. Schema files may reference other modules' tables for foreign keys; tests may read any table.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: [TESTS, '\\.schema\\.ts$'] },
      to: {
        path: `${SERVER}modules/([^/]+)/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/([^/]+)/\\1\\.module\\.ts$`],
      },
    },
    {
      name: 'no-other-module-repo-or-schema',
      comment: 'Not even through a re-export: a repo or schema file is never a face.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/[^/]+\\.module\\.ts$` },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.(repo|schema)\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'routers-get-services-not-the-database',
      comment:
        'A route file (`*.routes.ts`, `*.page.ts`) is handed the services it needs by its module; it never opens the ' +
        'database, its tables or a repo itself.',
      severity: 'error',
      from: { path: `${SERVER}.+\\.(routes|page)\\.ts$` },
      to: {
        path: [`${SERVER}db/`, `${SERVER}.+\\.(repo|schema)\\.ts$`],
      },
    },
    {
      name: 'platform-depends-on-no-module',
      comment: 'platform/ holds what every module shares; it cannot know any module.',
      severity: 'error',
      from: { path: `${SERVER}platform/`, pathNot: TESTS },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'web-ui-is-a-leaf',
      comment: 'The ui kit knows nothing of features or pages.',
      severity: 'error',
      from: { path: `${WEB}ui/` },
      to: { path: `${WEB}(features|pages)/` },
    },
    {
      name: 'web-lib-is-infrastructure',
      comment: 'lib/ (api client, i18n, routing, notices) knows nothing of features or pages.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}(features|pages)/` },
    },
    {
      name: 'web-features-below-pages',
      comment: 'Features are composed by pages, never the other way round.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}pages/` },
    },
    {
      name: 'no-import-cycles',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|/media/|/migrations/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
