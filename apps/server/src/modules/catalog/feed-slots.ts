/**
 * The explore feed deals its lanes round-robin: position 0 from lane 0, 1 from lane 1, … .
 * When a lane runs out the others carry on in turn, so every product of every lane gets
 * exactly one position and no position is empty before the end.
 */
export interface Slot {
  lane: number;
  /** Position inside the lane's own order. */
  rank: number;
}

/** The lane and rank at a feed position, or undefined past the end. `sizes` are lane lengths. */
export function slotAt(position: number, sizes: number[]): Slot | undefined {
  let base = 0;
  let consumed = 0;
  let active = sizes.map((_, lane) => lane).filter((lane) => sizes[lane]! > 0);
  while (active.length) {
    const rounds = Math.min(...active.map((lane) => sizes[lane]!)) - consumed;
    const length = rounds * active.length;
    if (position < base + length) {
      const k = position - base;
      return { lane: active[k % active.length]!, rank: consumed + Math.floor(k / active.length) };
    }
    base += length;
    consumed += rounds;
    active = active.filter((lane) => sizes[lane]! > consumed);
  }
  return undefined;
}

/** The positions [start, end) as slots, plus the contiguous rank range each lane must read. */
export function pageSlots(start: number, end: number, sizes: number[]) {
  const slots: Slot[] = [];
  for (let p = start; p < end; p++) {
    const slot = slotAt(p, sizes);
    if (!slot) break;
    slots.push(slot);
  }
  const ranges = sizes.map((_, lane) => {
    const ranks = slots.filter((s) => s.lane === lane).map((s) => s.rank);
    return ranks.length ? { offset: Math.min(...ranks), limit: ranks.length } : undefined;
  });
  return { slots, ranges };
}
