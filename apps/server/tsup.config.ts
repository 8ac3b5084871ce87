import { defineConfig } from 'tsup';

// One ESM file per entry for Node 20. Workspace code (@bazaar/contract) is bundled from its
// source; everything in node_modules stays external and is resolved at run time.
export default defineConfig({
  // The statement worker is its own entry: worker threads load it by file name, beside server.js.
  entry: {
    server: 'src/server.ts',
    'ledger-check': 'src/cli/ledger-check.ts',
    'statement-worker': 'src/modules/wallet/statement-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@bazaar\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
