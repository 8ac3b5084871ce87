import type { CSSProperties, ReactNode } from 'react';
import { Price, useFormatMoney } from '../price';
import { cx } from '../../utils/pressable';
import './price-summary.css';

/** One money line of a summary: its label, amount, and whether it is taken off (a discount). */
export type PriceSummaryRow = {
  key: string;
  label: ReactNode;
  value: string | number;
  /** Shown as "−$x" (discounts). @default false */
  negative?: boolean;
};

/** The money lines and the total to show, with their currency symbol. */
export type PriceSummaryProps = {
  rows: PriceSummaryRow[];
  /** The last, emphasised row; left out when absent. */
  total?: { label: ReactNode; value: string | number };
  /** Currency symbol. @default '$' */
  symbol?: string;
  className?: string;
  style?: CSSProperties;
};

/** The currency symbol (`$`) of a `PriceSummary` when not given. */
export const priceSummaryDefaults = { symbol: '$' } as const;

/** Money lines (goods, freight, discount …) and the total, as a definition list. */
export function PriceSummary({
  rows,
  total,
  symbol = priceSummaryDefaults.symbol,
  className,
  style,
}: PriceSummaryProps) {
  const money = useFormatMoney();
  return (
    <dl className={cx('bz-price-summary', className)} style={style}>
      {rows.map((row) => (
        <div key={row.key} className="bz-price-summary__row">
          <dt>{row.label}</dt>
          <dd className={row.negative ? 'bz-price-summary__negative' : undefined}>
            {row.negative ? '−' : ''}
            {symbol}
            {money(row.value)}
          </dd>
        </div>
      ))}
      {total && (
        <div className="bz-price-summary__row bz-price-summary__total">
          <dt>{total.label}</dt>
          <dd>
            <Price value={total.value} symbol={symbol} />
          </dd>
        </div>
      )}
    </dl>
  );
}
