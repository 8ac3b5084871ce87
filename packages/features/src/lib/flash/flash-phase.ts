import { flashSessionStatus, type FlashSessionStatus, type FlashWindow } from '@bazaar/contract';
import { useEffect, useState } from 'react';
import { useClock } from '../clock';

/** Where a flash sale is at a moment: the server's `status` goes stale on an open page, so it is counted here. */
export type FlashPhase = FlashSessionStatus;
export type { FlashWindow };

/** Counted by the contract's rule, the one the server writes `status` with. */
export const flashPhase = flashSessionStatus;

// setTimeout's longest wait; a later boundary is waited for in steps.
const LONGEST_WAIT_MS = 2_147_483_647;

/**
 * The phase of a flash window, re-rendering the caller only when it changes (at the start and at the end), not
 * every second: a page switches between the normal and the flash price by itself when the moment comes.
 */
export function useFlashPhase(sale: FlashWindow | null | undefined): FlashPhase | null {
  const read = useClock();
  const [, setTick] = useState(0);
  const phase = sale ? flashPhase(sale, read() / 1000) : null;
  const startsAt = sale?.starts_at;
  const endsAt = sale?.ends_at;
  useEffect(() => {
    if (startsAt === undefined || endsAt === undefined) return;
    const now = read() / 1000;
    const next = now < startsAt ? startsAt : now < endsAt ? endsAt : null;
    if (next === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(LONGEST_WAIT_MS, (next - now) * 1000 + 50));
    return () => clearTimeout(timer);
  }, [read, startsAt, endsAt, phase]);
  return phase;
}
