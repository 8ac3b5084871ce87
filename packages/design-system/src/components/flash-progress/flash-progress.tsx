import { useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './flash-progress.css';

/** How many units of a flash offer are taken out of how many, and the words beside the bar. */
export type FlashProgressProps = {
  /** Units taken so far. */
  sold: number;
  /** Units offered; taken at or beyond it is sold out. */
  total: number;
  /** The words beside the bar, also its accessible name: e.g. "12 sold", or "Sold out" when it is. */
  label: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The share of a flash offer's units already taken, as a bar; greyed once sold out. */
export function FlashProgress({ sold, total, label, className, style }: FlashProgressProps) {
  const labelId = useId();
  const soldOut = sold >= total;
  const percent = total > 0 ? Math.min(100, Math.round((sold / total) * 100)) : 100;
  return (
    <div className={cx('bz-flash-progress', soldOut && 'bz-flash-progress--sold-out', className)} style={style}>
      <div
        className="bz-flash-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-labelledby={labelId}
      >
        <div className="bz-flash-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="bz-flash-progress__label" id={labelId}>
        {label}
      </span>
    </div>
  );
}
