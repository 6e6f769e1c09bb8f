// Dependency rules (`npm run lint`, and a step of `npm test`). Workspace packages resolve through their package.json
// "exports" to source files, so a rule names the file a plugin really reaches.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-the-bottom',
      comment: 'core is the plugin API every plugin and app stands on: it never imports a plugin or an app',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(plugins|apps)/' },
    },
    {
      name: 'plugins-never-import-apps',
      comment:
        'a plugin runs in any host: what it needs from the host comes through @lonna/core; its tests and benches may start the real host only through @lonna/server/testing (a devDependency), never its internals',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^apps/', pathNot: ['^apps/server/src/testing/'] },
    },
    {
      name: 'plugins-only-use-published-surfaces-of-other-plugins',
      comment:
        "a plugin may use another plugin's package root, its contracts export or its published server API (server/published/), never its internals",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: ['^plugins/$1/', '^plugins/[^/]+/src/index\\.ts$', '^plugins/[^/]+/src/contracts\\.ts$', '^plugins/[^/]+/server/published/'] },
    },
    {
      name: 'portal-and-server-are-apart',
      comment: 'the browser app and the API host share only core and plugins (contracts), never each other',
      severity: 'error',
      from: { path: '^apps/portal/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-and-portal-are-apart',
      comment: 'the browser app and the API host share only core and plugins (contracts), never each other',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/portal/' },
    },
    {
      name: 'no-circular-in-core',
      comment: 'a cycle inside core makes import order matter (effector units undefined at module init)',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^core/', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '(^|/)\\.turbo/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // follow the workspace symlinks to the real files, so rules see core/… and plugins/… paths
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
    reporterOptions: { text: { highlightFocused: true } },
  },
};
