import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Reads the time in milliseconds, as `Date.now` does. */
export type ClockRead = () => number;

const ClockContext = createContext<ClockRead>(() => Date.now());

/**
 * The clock the screens count down with: the device's, unless a provider gives another. Stories give a fixed
 * one, so countdowns and what depends on them (a flash sale live or over) are the same in every screenshot.
 */
export function ClockProvider({ now, children }: { now: ClockRead; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest ClockProvider, read on demand (for timers that wait for a moment). */
export const useClock = (): ClockRead => useContext(ClockContext);

/** Now in unix seconds, re-rendering the caller every second: for a countdown only, not for a whole screen. */
export function useNow(): number {
  const read = useClock();
  const [now, setNow] = useState(() => Math.floor(read() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(read() / 1000)), 1000);
    return () => clearInterval(timer);
  }, [read]);
  return now;
}
