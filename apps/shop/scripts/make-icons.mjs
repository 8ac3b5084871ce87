// Draws the install icons of the shop (public/icons/*.png) from its logo, public/favicon.svg.
// Run once after changing the logo, and commit the PNGs: `node apps/shop/scripts/make-icons.mjs`.
// sharp is the server's image library (apps/server), so the shop needs no image tool of its own.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shop = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(join(shop, '../server/package.json'))('sharp');
const logo = readFileSync(join(shop, 'public/favicon.svg'), 'utf8').trim();

// A maskable icon is cropped to any shape by the launcher: the brand colour fills the whole square
// and the bag stays inside the safe zone (the centre circle of 80% of the width).
const glyph = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ff5a1f"/><g transform="translate(32 32) scale(0.72) translate(-32 -33)">${glyph}</g></svg>`;

const icons = [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
mkdirSync(join(shop, 'public/icons'), { recursive: true });
for (const [name, svg, size] of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(join(shop, 'public/icons', name), png);
  console.log(`public/icons/${name}: ${size}×${size}, ${png.length} bytes`);
}
