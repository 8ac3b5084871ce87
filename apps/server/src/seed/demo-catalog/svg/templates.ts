import { hashString } from '../prng';
import type { CategoryKey } from '../types';
import { escapeXml } from '../xml';
import { drawObject } from './drawings';
import { BACKGROUNDS, OBJECT_COLORS, STRONG, pick } from './palette';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const FONT = 'font-family="Helvetica,Arial,sans-serif" font-weight="700"';

/** Gradient ids are unique per image, so several SVGs inlined in one page never share a definition. */
function gradient(id: string, [from, to]: readonly [string, string], vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<defs><linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

/** Font size that keeps `text` within `width` (about 0.56em per glyph in a bold sans). */
// A Han, Kana or Hangul character is about a full em wide, a Latin or Thai one a little over half.
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function fitFont(text: string, width: number, max: number): number {
  const units = [...text].reduce((n, c) => n + (WIDE.test(c) ? 1.8 : 1), 0);
  return Math.max(18, Math.min(max, Math.floor(width / (Math.max(1, units) * 0.56))));
}

/** Each image of a product shows the same object from another "angle": rotation, zoom, mirror or colourway. */
const PRODUCT_VARIANTS = [
  { transform: 'translate(300 310) scale(1.9)', shift: 0 },
  { transform: 'translate(300 300) rotate(-12) scale(1.7)', shift: 0 },
  { transform: 'translate(300 330) scale(2.4)', shift: 0 },
  { transform: 'translate(300 300) rotate(9) scale(1.8)', shift: 3 },
  { transform: 'translate(300 310) scale(-1.9 1.9)', shift: 5 },
];

export function productSvg(productIndex: number, imageIndex: number, category: CategoryKey): string {
  const seed = hashString(`product:${productIndex}`);
  const variant = PRODUCT_VARIANTS[imageIndex - 1] ?? PRODUCT_VARIANTS[0]!;
  const [main, accent] = pick(OBJECT_COLORS, seed + variant.shift);
  const id = `p${productIndex}i${imageIndex}`;
  const cx = 120 + ((seed >>> 4) % 360);
  return (
    `<svg ${NS} viewBox="0 0 600 600" width="600" height="600">` +
    gradient(id, pick(BACKGROUNDS, seed + imageIndex - 1)) +
    `<rect width="600" height="600" fill="url(#${id})"/>` +
    `<circle cx="${cx}" cy="${90 + imageIndex * 18}" r="${150 + imageIndex * 12}" fill="#fff" opacity=".28"/>` +
    `<ellipse cx="300" cy="520" rx="190" ry="26" fill="#000" opacity=".07"/>` +
    drawObject(category, main, accent, variant.transform) +
    `</svg>`
  );
}

/** Up to two initials, from the words that start with a letter or digit ("Ashford & Vane" -> "AV"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toUpperCase())
    .join('');
}

export function shopLogoSvg(shopIndex: number, name: string): string {
  const id = `s${shopIndex}l`;
  return (
    `<svg ${NS} viewBox="0 0 200 200" width="200" height="200">` +
    gradient(id, pick(STRONG, hashString(name))) +
    `<rect x="8" y="8" width="184" height="184" rx="44" fill="url(#${id})"/>` +
    `<rect x="22" y="22" width="156" height="156" rx="34" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>` +
    `<text x="100" y="103" ${FONT} font-size="76" fill="#fff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}

// One picture serves every language (shops have no picture per language), so it holds only the shop's name,
// written the same in all of them, and a drawing of its category: no words to translate.
export function shopBannerSvg(shopIndex: number, name: string, category: CategoryKey): string {
  const seed = hashString(name);
  const id = `s${shopIndex}b`;
  const [main, accent] = pick(OBJECT_COLORS, seed >>> 3);
  return (
    `<svg ${NS} viewBox="0 0 1200 400" width="1200" height="400">` +
    gradient(id, pick(STRONG, seed)) +
    `<rect width="1200" height="400" fill="url(#${id})"/>` +
    `<circle cx="960" cy="200" r="170" fill="#fff" opacity=".9"/><circle cx="90" cy="-40" r="160" fill="#fff" opacity=".12"/>` +
    drawObject(category, main, accent, 'translate(960 205) scale(1.3)') +
    `<text x="80" y="215" ${FONT} font-size="${fitFont(name, 680, 72)}" fill="#fff">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

export function categorySvg(category: CategoryKey): string {
  const seed = hashString(category);
  const [main, accent] = pick(OBJECT_COLORS, seed);
  const [tint] = pick(BACKGROUNDS, seed);
  return (
    `<svg ${NS} viewBox="0 0 160 160" width="160" height="160">` +
    `<rect width="160" height="160" rx="36" fill="${tint}"/>` +
    drawObject(category, main, accent, 'translate(80 82) scale(.52)') +
    `</svg>`
  );
}

export function bannerSvg(
  position: number,
  title: string,
  subtitle: string,
  art: CategoryKey,
  action = 'Shop now',
): string {
  const seed = hashString(`banner:${position}`);
  const id = `b${position}`;
  const [main, accent] = pick(OBJECT_COLORS, seed);
  return (
    `<svg ${NS} viewBox="0 0 1200 600" width="1200" height="600">` +
    gradient(id, pick(STRONG, seed)) +
    `<rect width="1200" height="600" fill="url(#${id})"/>` +
    `<circle cx="900" cy="300" r="230" fill="#fff" opacity=".92"/><circle cx="1150" cy="40" r="120" fill="#fff" opacity=".15"/>` +
    drawObject(art, main, accent, 'translate(900 310) scale(1.8)') +
    `<text x="80" y="250" ${FONT} font-size="${fitFont(title, 560, 68)}" fill="#fff">${escapeXml(title)}</text>` +
    `<text x="82" y="318" font-family="Helvetica,Arial,sans-serif" font-size="${fitFont(subtitle, 600, 30)}" fill="#fff" opacity=".9">${escapeXml(subtitle)}</text>` +
    `<rect x="80" y="370" width="200" height="64" rx="32" fill="#fff"/>` +
    `<text x="180" y="403" ${FONT} font-size="26" fill="${main}" text-anchor="middle" dominant-baseline="middle">${escapeXml(action)}</text>` +
    `</svg>`
  );
}
