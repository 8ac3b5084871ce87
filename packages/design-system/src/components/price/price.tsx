import type { CSSProperties } from 'react';
import { toCents } from '@bazaar/contract';
import { formatMoneyIn, moneyParts, useMoneyLocale } from './money-locale';
import { cx } from '../../utils/pressable';
import './price.css';

/**
 * An amount to show (the API's decimal string), an optional struck-through market price, the currency symbol and the
 * size.
 */
export type PriceProps = {
  /** Money as a decimal string ("12.50") or number. */
  value: string | number;
  /** Original price, shown struck through when higher than `value`. */
  marketPrice?: string | number;
  /** Currency symbol placed before the amount. @default '$' */
  symbol?: string;
  /** Visual size. @default 'm' */
  size?: 's' | 'm' | 'l';
  className?: string;
  style?: CSSProperties;
};

/** The currency symbol (`$`) and size (`m`) a `Price` shows when none is given. */
export const priceDefaults = { symbol: '$', size: 'm' } as const;

/**
 * Money as the shopper reads it: currency symbol, whole part and smaller decimals, and the market price struck through
 * beside it.
 */
export function Price({
  value,
  marketPrice,
  symbol = priceDefaults.symbol,
  size = priceDefaults.size,
  className,
  style,
}: PriceProps) {
  // Grouped and separated as the shopper's locale writes money (the ThemeProvider's locale).
  const locale = useMoneyLocale();
  const parts = moneyParts(value, locale);
  // A struck-through price equal to or below the selling price reads as a bug, so hide it.
  const showMarket = marketPrice !== undefined && marketPrice !== '' && toCents(marketPrice) > toCents(value);
  return (
    <span className={cx('bz-price', `bz-price--${size}`, className)} style={style}>
      <span className="bz-price__current">
        <span className="bz-price__symbol">{symbol}</span>
        {parts ? (
          <>
            <span className="bz-price__integer">
              {parts.sign}
              {parts.integer}
            </span>
            <span className="bz-price__decimal">
              {parts.separator}
              {parts.decimals}
            </span>
          </>
        ) : (
          <span className="bz-price__integer">{String(value)}</span>
        )}
      </span>
      {showMarket && (
        <del className="bz-price__market">
          {symbol}
          {formatMoneyIn(marketPrice, locale)}
        </del>
      )}
    </span>
  );
}
