import { readdirSync, statSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per feature folder, so each is its own subpath export.
const features = readdirSync('src').filter((f) => statSync(`src/${f}`).isDirectory());

export default defineConfig({
  entry: { index: 'src/index.ts', ...Object.fromEntries(features.map((f) => [`${f}/index`, `src/${f}/index.ts`])) },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  external: [/^@bazaar\//, 'react', 'react-dom', 'antd-mobile', 'swr', 'i18next', 'react-i18next', 'react-router-dom'],
});
