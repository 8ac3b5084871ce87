import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './logistics-timeline.css';

/** One tracking line of an order: what happened and when (unix seconds). */
export type LogisticsLine = {
  /** Unix seconds. */
  time: number;
  text: string;
};

/** The order's tracking lines, newest first, and how their times are written. */
export type LogisticsTimelineProps = {
  /** Tracking lines; shown newest first whatever their order. */
  lines: LogisticsLine[];
  /** Shown when there is no line yet. */
  emptyText?: ReactNode;
  /** Formats a line's time. @default local "YYYY-MM-DD HH:mm" */
  formatTime?: (unixSeconds: number) => string;
  className?: string;
  style?: CSSProperties;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time as "2026-05-01 14:05", the same in every language. */
export function formatDateTime(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The tracking lines of an order as a vertical timeline, the latest highlighted. */
export function LogisticsTimeline({
  lines,
  emptyText,
  formatTime = formatDateTime,
  className,
  style,
}: LogisticsTimelineProps) {
  const sorted = [...lines].sort((a, b) => b.time - a.time);
  if (sorted.length === 0) {
    return emptyText ? (
      <p className={cx('bz-logistics-timeline__empty', className)} style={style}>
        {emptyText}
      </p>
    ) : null;
  }
  return (
    <ol className={cx('bz-logistics-timeline', className)} style={style}>
      {sorted.map((line, i) => (
        <li
          key={`${line.time}-${i}`}
          className={cx('bz-logistics-timeline__line', i === 0 && 'bz-logistics-timeline__line--latest')}
        >
          <div className="bz-logistics-timeline__text">{line.text}</div>
          <time className="bz-logistics-timeline__time" dateTime={new Date(line.time * 1000).toISOString()}>
            {formatTime(line.time)}
          </time>
        </li>
      ))}
    </ol>
  );
}
