import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './status-tag.css';

/** The meaning a status tag's colour carries: `warning` (waiting), `success` (done), `danger` (refused) or `default`. */
export type StatusTone = 'warning' | 'success' | 'danger' | 'default';

/** The tag's tone and its text, translated by the caller. */
export type StatusTagProps = {
  /** The text, e.g. "Auditing". */
  children: ReactNode;
  /** Colour by meaning: waiting, done, refused. @default 'default' */
  tone?: StatusTone;
  className?: string;
  style?: CSSProperties;
};

/** A small coloured label of a record's state (auditing, passed, refused …). */
export function StatusTag({ children, tone = 'default', className, style }: StatusTagProps) {
  return (
    <span className={cx('bz-status-tag', `bz-status-tag--${tone}`, className)} style={style}>
      {children}
    </span>
  );
}
