import { randomInt } from 'node:crypto';

/** Random digits after the time stamp: 10¹⁰ per second, so a thousand orders in one second collide about once in 20,000 such seconds, where six digits collided in a busy checkout storm. */
const RANDOM_DIGITS = 10;

/**
 * An order, payment or refund number: `prefix` + "20261121054812" (UTC, to the second) + 10 random digits.
 * Sortable by time, and unguessable enough that numbers cannot be enumerated.
 */
export function serialNumber(now: number, prefix = ''): string {
  const stamp = new Date(now * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 10 ** RANDOM_DIGITS)).padStart(RANDOM_DIGITS, '0')}`;
}
