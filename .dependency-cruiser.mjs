// The architecture's import rules (ARCHITECTURE.md, STYLE.md), checked on every `npm test` by `npm run deps`.
// Type-only imports count: a cycle of types still ties two modules together.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Data flows one way; a cycle means two modules are really one.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      // AppSync provides @aws-appsync/utils to resolvers at run time; it is not an npm dependency.
      to: { couldNotResolve: true, pathNot: '^@aws-appsync/utils$' },
    },
    {
      name: 'functions-not-to-infra-or-web',
      severity: 'error',
      comment: 'What ships to Lambda never depends on the CDK app, the local stack or the SPA.',
      from: { path: '^functions/', pathNot: ['\\.test\\.ts$', '^functions/edge/build-'] },
      to: { path: '^(infra|web|test|scripts)/' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The SPA reaches the server through the API only (types excepted: they vanish at build).',
      from: { path: '^web/src/' },
      to: { path: '^(functions|infra|test|scripts)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'layers-one-way',
      severity: 'error',
      comment:
        'router → service → repository: a lower layer never reaches up (routers compose, so they may import all).',
      from: { path: '\\.(repository|entity)\\.ts$' },
      to: { path: '\\.(service|router)\\.ts$' },
    },
    {
      name: 'services-not-to-routers',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: { path: '\\.router\\.ts$|^functions/src/graphql/', pathNot: '^functions/src/graphql/generated/' },
    },
    {
      name: 'features-not-to-features',
      severity: 'error',
      comment: 'Features do not import each other; app/routes composes them.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'shared-not-to-features-or-app',
      severity: 'error',
      from: { path: '^web/src/(components|lib|hooks|utils|config|brands)/' },
      to: { path: '^web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|generated|cdk\\.out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.deps.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
