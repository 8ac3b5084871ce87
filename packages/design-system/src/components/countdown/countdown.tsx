import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useNumberLocale } from '../../number-format';
import { cx } from '../../utils/pressable';
import { secondsLeft, splitTime, spokenTimeLeft, twoDigits } from './countdown-time';
import './countdown.css';

/** The unix time counted down to, the label before the tiles, and how it is announced and when it turns urgent. */
export type CountdownProps = {
  /** The moment it reaches zero, unix seconds. */
  to: number;
  /**
   * The moment shown, unix seconds, ticked by the caller (one clock for a whole page, or a story's fixed time).
   * Left out, the countdown reads the device's clock every second itself.
   */
  now?: number;
  /** Words before the digits, e.g. "Ends in"; a screen reader hears them before the time left. */
  label?: string;
  /** Called once when it reaches zero (e.g. to refetch what the end changes). */
  onEnd?: () => void;
  /**
   * Tells a screen reader the time left as it changes, politely, which is once a minute (hours and minutes only).
   * Off, the time is read when the reader reaches it. @default false
   */
  announce?: boolean;
  /** Below this many seconds the digits take the warning colour. @default 300 */
  urgentBelow?: number;
  /** Shown instead of the digits at zero, e.g. "Ended". @default the digits at 00:00:00 */
  ended?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** Not announced to screen readers as it ticks, and urgent in the last 5 minutes, when not given. */
export const countdownDefaults = { announce: false, urgentBelow: 300 } as const;

const deviceNow = () => Date.now() / 1000;

/** The device's clock, read every second until `to` is reached; not read at all when the caller gives `now`. */
function useDeviceClock(to: number, ticking: boolean): number {
  const [now, setNow] = useState(deviceNow);
  const reached = now >= to;
  useEffect(() => {
    if (!ticking || reached) return;
    const timer = setInterval(() => setNow(deviceNow()), 1000);
    return () => clearInterval(timer);
  }, [ticking, reached]);
  return now;
}

/**
 * Time left as hh:mm:ss until a unix time. The digits are hidden from screen readers, which read (or, with
 * `announce`, are told once a minute) the label and the hours and minutes in words instead of a number that
 * changes every second. The seconds slide in, except for a reader who asked for reduced motion.
 */
export function Countdown({
  to,
  now,
  label,
  onEnd,
  announce = countdownDefaults.announce,
  urgentBelow = countdownDefaults.urgentBelow,
  ended,
  className,
  style,
}: CountdownProps) {
  const locale = useNumberLocale();
  const deviceTime = useDeviceClock(to, now === undefined);
  const left = secondsLeft(to, now ?? deviceTime);
  const { hours, minutes, seconds } = splitTime(left);

  // Once per end: a countdown given a new `to` may end again.
  const endedFor = useRef<number | null>(null);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (left > 0 || endedFor.current === to) return;
    endedFor.current = to;
    onEndRef.current?.();
  }, [left, to]);

  const spoken = left === 0 && typeof ended === 'string' ? ended : spokenTimeLeft(left, locale);
  return (
    <span
      className={cx('bz-countdown', left > 0 && left < urgentBelow && 'bz-countdown--urgent', className)}
      style={style}
    >
      <span className="bz-visually-hidden" role="timer" aria-live={announce ? 'polite' : 'off'} aria-atomic="true">
        {label ? `${label} ${spoken}` : spoken}
      </span>
      <span className="bz-countdown__face" aria-hidden="true">
        {label && <span className="bz-countdown__label">{label}</span>}
        {left === 0 && ended !== undefined ? (
          <span className="bz-countdown__ended">{ended}</span>
        ) : (
          <span className="bz-countdown__digits">
            <span className="bz-countdown__unit">{twoDigits(hours)}</span>
            <span className="bz-countdown__colon">:</span>
            <span className="bz-countdown__unit">{twoDigits(minutes)}</span>
            <span className="bz-countdown__colon">:</span>
            {/* Keyed by its value, so each new second plays the slide once. */}
            <span className="bz-countdown__unit bz-countdown__unit--seconds" key={seconds}>
              {twoDigits(seconds)}
            </span>
          </span>
        )}
      </span>
    </span>
  );
}
