import { readdirSync, statSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per feature folder, so each is its own subpath export. Types come from `tsc -p tsconfig.build.json`
// (the build script), not tsup's `dts`: that runs rollup-plugin-dts, which makes one TypeScript program per
// entry in its own folder and type-checks each in full (16 entries took 5 minutes and 4 GB; each new feature
// folder added more), where tsc emits every declaration from one program in seconds.
// The story harness mounts screens in stories and tests only: never published.
const features = readdirSync('src').filter((f) => statSync(`src/${f}`).isDirectory() && f !== 'story-harness');

export default defineConfig({
  entry: { index: 'src/index.ts', ...Object.fromEntries(features.map((f) => [`${f}/index`, `src/${f}/index.ts`])) },
  format: ['esm', 'cjs'],
  dts: false,
  clean: true,
  sourcemap: true,
  external: [/^@bazaar\//, 'react', 'react-dom', 'antd-mobile', 'swr', 'i18next', 'react-i18next', 'react-router-dom'],
});
