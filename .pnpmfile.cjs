// pnpm hooks.
module.exports = {
  hooks: {
    // A packed package (`pnpm pack`/`pnpm publish`; only @booking/client is meant for npm) carries
    // what its users install: not the devDependencies that build it here, private workspace
    // packages among them, nor the workspace's scripts.
    beforePacking(pkg) {
      delete pkg.devDependencies;
      delete pkg.scripts;
      return pkg;
    },
  },
};
