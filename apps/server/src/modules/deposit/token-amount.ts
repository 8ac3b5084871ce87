/**
 * A token amount in its own integer units (USDT: 6 decimals, 1 USDT = 1_000_000) as whole cents of
 * the network's currency and the units below one cent. Integer arithmetic only: 12.345678 USDT is
 * 1234 cents and 5678 units left over, never a rounded float.
 */
export function unitsToCents(units: bigint, decimals: number): { cents: bigint; remainder: bigint } {
  if (units < 0n) throw new RangeError('negative token amount');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) throw new RangeError(`bad decimals ${decimals}`);
  if (decimals <= 2) return { cents: units * 10n ** BigInt(2 - decimals), remainder: 0n };
  const perCent = 10n ** BigInt(decimals - 2);
  return { cents: units / perCent, remainder: units % perCent };
}

/** Token units as the decimal the chain means, with all the token's decimals: 500000 (6) → "0.500000". */
export function unitsText(units: bigint, decimals: number): string {
  if (units < 0n) throw new RangeError('negative token amount');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) throw new RangeError(`bad decimals ${decimals}`);
  if (decimals === 0) return units.toString();
  const digits = units.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
