import { defineConfig, type Options } from 'tsup';

type TsupPlugin = NonNullable<Options['plugins']>[number];

// antd-mobile has no "exports" map: its locale files live in es/ (ESM) and
// cjs/ (CommonJS). The CJS build must require the cjs/ copies.
const antdMobileCjsPaths: TsupPlugin = {
  name: 'antd-mobile-cjs-paths',
  renderChunk(code) {
    if (this.format !== 'cjs') return;
    return { code: code.replace(/require\("antd-mobile\/es\//g, 'require("antd-mobile/cjs/') };
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers stay external (incl. subpaths such as antd-mobile/es/locales/*).
  external: ['react', 'react-dom', 'antd-mobile', /^antd-mobile\//],
  // CSS imported by the components is gathered into dist/index.css (= ./style.css).
  injectStyle: false,
  plugins: [antdMobileCjsPaths],
});
