import type { CSSProperties, ReactNode } from 'react';
import { useFormatMoney } from '../price/money-locale';
import { cx } from '../../utils/pressable';
import './record-item.css';

/** One label and value among a record's details (e.g. the network, the address). */
export type RecordDetail = { label: ReactNode; value: ReactNode };

/** A money record to show: what, how much, when, its state, its details and an optional note. */
export type RecordItemProps = {
  /** What the record is, e.g. "On-chain top up". */
  title: ReactNode;
  /** Money string; negative amounts start with "-" (e.g. "-100.00"). */
  amount: string;
  /** Show "+" before positive amounts and colour by sign (fund records). @default false */
  signed?: boolean;
  /** @default '$' */
  symbol?: string;
  /** When it happened, already formatted by the caller. */
  time: ReactNode;
  /** Usually a StatusTag. */
  status?: ReactNode;
  /** Label/value lines under the head (fee, arrival, balance before and after …). */
  details?: RecordDetail[];
  /** A longer note at the bottom, e.g. the audit remark. */
  note?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

/** The currency symbol (`$`) of a `RecordItem`, and unsigned amounts, when not given. */
export const recordItemDefaults = { symbol: '$', signed: false } as const;

/** One line of a money history: what, how much, when, its state and the details behind it. */
export function RecordItem({
  title,
  amount,
  signed = recordItemDefaults.signed,
  symbol = recordItemDefaults.symbol,
  time,
  status,
  details,
  note,
  className,
  style,
}: RecordItemProps) {
  const text = useFormatMoney()(amount);
  const negative = text.startsWith('-');
  const sign = negative ? '-' : signed ? '+' : '';
  const tone = signed ? (negative ? 'out' : 'in') : 'plain';
  return (
    <article className={cx('bz-record-item', className)} style={style}>
      <div className="bz-record-item__head">
        <div className="bz-record-item__title">{title}</div>
        <div className={cx('bz-record-item__amount', `bz-record-item__amount--${tone}`)}>
          {sign}
          {symbol}
          {negative ? text.slice(1) : text}
        </div>
      </div>
      <div className="bz-record-item__meta">
        <span className="bz-record-item__time">{time}</span>
        {status}
      </div>
      {details && details.length > 0 && (
        <dl className="bz-record-item__details">
          {details.map((d, i) => (
            <div className="bz-record-item__detail" key={i}>
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p className="bz-record-item__note">{note}</p>}
    </article>
  );
}
