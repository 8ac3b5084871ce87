import type { FlashSession } from '@bazaar/contract';
import { useClock } from '../clock';
import { flashPhase, useFlashPhase } from './flash-phase';

/**
 * The flash session live now (counted on the clock, not from the answer's `status`, which an open page outlives),
 * and the next to start. The caller re-renders when the live one ends or the next one starts.
 */
export function useCurrentSessions(sessions: FlashSession[] | undefined) {
  const read = useClock();
  const now = read() / 1000;
  const live = sessions?.find((s) => flashPhase(s, now) === 'live');
  const next = sessions?.find((s) => flashPhase(s, now) === 'upcoming');
  useFlashPhase(live);
  useFlashPhase(next);
  return { live, next };
}
