/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [],
  options: {
    includeOnly: '^apps/server/src/',
    exclude: { path: '\\.test\\.ts$|^apps/server/src/test/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'], conditionNames: ['import', 'source', 'default'] },
  },
};
