// dist/style.css (`@bazaar/features/style.css`): every feature's CSS in one file, for apps built from the
// published package. tsup's JavaScript does not import the CSS it writes, and the parts a screen loads lazily (the
// SKU sheet, the review sheet) have theirs in hashed chunks no app could name; the workspace reads src/ instead.
// lib first, then the features in name order, each file once.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = 'src';

function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === '__screenshots__' || entry.name === 'stories' ? [] : cssFiles(path);
      return entry.name.endsWith('.css') ? [path] : [];
    });
}

const lib = join(SRC, 'lib');
const files = [...cssFiles(lib), ...cssFiles(SRC).filter((file) => !file.startsWith(`${lib}/`))];
const css = files.map((file) => `/* ${relative(SRC, file)} */\n${readFileSync(file, 'utf8')}`).join('\n');
writeFileSync('dist/style.css', css);
