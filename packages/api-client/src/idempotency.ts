/**
 * A fresh key for a money-moving call. Create it once per user intent (when the
 * pay sheet opens, say) and reuse it on retries, so a retry never pays twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID (non-secure contexts): still unique enough per user.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
