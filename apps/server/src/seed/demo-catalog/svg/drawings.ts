import type { CategoryKey } from '../types';
import { INK } from './palette';

/**
 * Flat drawings of each category's object, in a local box from -100 to 100
 * on both axes, so callers place and scale them with one transform.
 * Kept to a handful of shapes so every SVG stays well under 4 KB.
 */
type Draw = (main: string, accent: string) => string;

const DRAWINGS: Record<CategoryKey, Draw> = {
  // Laptop: screen, display and keyboard base.
  computer: (m, a) =>
    `<rect x="-70" y="-62" width="140" height="94" rx="8" fill="${INK}"/>` +
    `<rect x="-61" y="-53" width="122" height="76" rx="3" fill="${m}"/>` +
    `<path d="M-30 -30h50M-30 -14h70M-30 2h36" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>` +
    `<path d="M-92 34h184l-12 18h-160z" fill="${a}"/><rect x="-16" y="34" width="32" height="6" rx="3" fill="${INK}"/>`,
  // Plug with prongs and a curling cable.
  electrical: (m, a) =>
    `<rect x="-24" y="-78" width="10" height="36" rx="4" fill="${INK}"/><rect x="14" y="-78" width="10" height="36" rx="4" fill="${INK}"/>` +
    `<rect x="-42" y="-46" width="84" height="74" rx="18" fill="${m}"/><rect x="-42" y="-46" width="84" height="18" rx="9" fill="${a}"/>` +
    `<path d="M0 28v22c0 28 50 20 50 44" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>`,
  // Tent on the ground with an open door and a pennant.
  outdoors: (m, a) =>
    `<path d="M-96 66h192" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-88 64L0 -66L88 64z" fill="${m}"/><path d="M0 -66L88 64H34z" fill="${a}"/>` +
    `<path d="M-26 64L0 10L26 64z" fill="${INK}"/><path d="M0 -66v-22l22 8-22 8" fill="${a}" stroke="${INK}" stroke-width="3"/>`,
  // Sofa: back, seat, arms and legs.
  family_life: (m, a) =>
    `<rect x="-78" y="-44" width="156" height="64" rx="18" fill="${m}"/>` +
    `<rect x="-84" y="8" width="168" height="38" rx="12" fill="${a}"/>` +
    `<rect x="-102" y="-8" width="34" height="58" rx="14" fill="${m}"/><rect x="68" y="-8" width="34" height="58" rx="14" fill="${m}"/>` +
    `<path d="M-84 50v16M84 50v16" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
  // Heart with a capsule pill.
  health: (m, a) =>
    `<path d="M0 64C-70 20-92-18-70-48c18-24 52-20 70 6 18-26 52-30 70-6 22 30 0 68-70 112z" fill="${m}"/>` +
    `<path d="M-10 -6h20v-20h16v20h20v16h-20v20h-16v-20h-20z" fill="#fff"/>` +
    `<g transform="rotate(-35 60 62)"><rect x="30" y="48" width="64" height="28" rx="14" fill="${a}"/>` +
    `<path d="M62 48h18a14 14 0 0 1 0 28h-18z" fill="${INK}"/></g>`,
  // T-shirt with collar and a pocket.
  mens_clothing: (m, a) =>
    `<path d="M-34 -74l-62 30 22 44 22-10v90h104v-90l22 10 22-44-62-30c-8 16-20 24-34 24s-26-8-34-24z" fill="${m}"/>` +
    `<path d="M-34 -74c8 16 20 24 34 24s26-8 34-24" fill="none" stroke="${INK}" stroke-width="5"/>` +
    `<rect x="16" y="-16" width="24" height="26" rx="4" fill="${a}"/>`,
  // Dress: fitted bodice, belt and flared skirt.
  womens_clothing: (m, a) =>
    `<path d="M-22 -86v18l-14 40h72l-14-40v-18c-6 10-14 14-22 14s-16-4-22-14z" fill="${m}"/>` +
    `<rect x="-36" y="-30" width="72" height="12" fill="${a}"/>` +
    `<path d="M-36 -18h72l46 104h-164z" fill="${m}"/><path d="M-20 -18l-22 104M20 -18l22 104" stroke="${a}" stroke-width="4"/>`,
  // Bowl of noodles with steam and chopsticks.
  food: (m, a) =>
    `<path d="M-40 -52c10-14-10-22 0-36M0 -52c10-14-10-22 0-36M40 -52c10-14-10-22 0-36" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" opacity=".5"/>` +
    `<path d="M20 -40l70-46M36 -30l66-38" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
    `<ellipse cx="0" cy="-14" rx="92" ry="18" fill="${a}"/>` +
    `<path d="M-92 -14h184c0 50-40 82-92 82s-92-32-92-82z" fill="${m}"/><rect x="-30" y="64" width="60" height="10" rx="5" fill="${INK}"/>`,
  // Phone with screen, camera and app tiles.
  mobile_phone: (m, a) =>
    `<rect x="-48" y="-92" width="96" height="184" rx="18" fill="${INK}"/>` +
    `<rect x="-40" y="-78" width="80" height="152" rx="8" fill="${m}"/><circle cx="0" cy="-85" r="3" fill="#fff"/>` +
    `<rect x="-28" y="-62" width="24" height="24" rx="6" fill="${a}"/><rect x="4" y="-62" width="24" height="24" rx="6" fill="#fff" opacity=".8"/>` +
    `<rect x="-28" y="-30" width="24" height="24" rx="6" fill="#fff" opacity=".8"/><rect x="4" y="-30" width="24" height="24" rx="6" fill="${a}"/>` +
    `<rect x="-16" y="80" width="32" height="5" rx="2.5" fill="#fff" opacity=".6"/>`,
  // Teddy bear with a toy block.
  toys: (m, a) =>
    `<circle cx="-44" cy="-58" r="20" fill="${m}"/><circle cx="44" cy="-58" r="20" fill="${m}"/>` +
    `<circle cx="0" cy="-20" r="54" fill="${m}"/><ellipse cx="0" cy="4" rx="24" ry="18" fill="${a}"/>` +
    `<circle cx="-20" cy="-32" r="6" fill="${INK}"/><circle cx="20" cy="-32" r="6" fill="${INK}"/><circle cx="0" cy="-2" r="7" fill="${INK}"/>` +
    `<rect x="36" y="40" width="54" height="54" rx="8" fill="${a}" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M52 58h22M63 58v24" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
};

/** The drawing as a group; `transform` places it (e.g. "translate(300 300) scale(2)"). */
export function drawObject(category: CategoryKey, main: string, accent: string, transform: string): string {
  return `<g transform="${transform}">${DRAWINGS[category](main, accent)}</g>`;
}
