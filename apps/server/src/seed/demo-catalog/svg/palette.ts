/** Soft two-stop gradients for backgrounds; picked by hash so neighbouring products differ. */
export const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#fde2e4', '#fad2e1'],
  ['#e2ece9', '#bee1e6'],
  ['#fff1e6', '#fde4cf'],
  ['#e0f2fe', '#c7d2fe'],
  ['#ecfccb', '#bbf7d0'],
  ['#fef9c3', '#fed7aa'],
  ['#ede9fe', '#fbcfe8'],
  ['#cffafe', '#a5f3fc'],
  ['#f5f5f4', '#e7e5e4'],
  ['#ffedd5', '#fecaca'],
  ['#dcfce7', '#ccfbf1'],
  ['#e0e7ff', '#f5d0fe'],
];

/** Bold gradients for banners and shop badges, where white text sits on top. */
export const STRONG: readonly (readonly [string, string])[] = [
  ['#ff6b6b', '#f06595'],
  ['#4c6ef5', '#15aabf'],
  ['#12b886', '#0ca678'],
  ['#f76707', '#fab005'],
  ['#7048e8', '#ae3ec9'],
  ['#1c7ed6', '#4263eb'],
  ['#e8590c', '#d6336c'],
  ['#2b8a3e', '#66a80f'],
];

/** Object colours: [main, accent]; the dark outline colour is shared. */
export const OBJECT_COLORS: readonly (readonly [string, string])[] = [
  ['#4263eb', '#91a7ff'],
  ['#e64980', '#faa2c1'],
  ['#12b886', '#63e6be'],
  ['#f59f00', '#ffd43b'],
  ['#7950f2', '#b197fc'],
  ['#fa5252', '#ffa8a8'],
  ['#1098ad', '#66d9e8'],
  ['#fd7e14', '#ffc078'],
];

export const INK = '#2b2d42';

export function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length] as T;
}
