import { useFormatMoney } from '@bazaar/design-system';

/**
 * Money as the console's lists show it: the shop's currency and grouping in the operator's language,
 * "$1,234.50"; a debit (the ledger's) "-$259.00", the sign before the currency.
 */
export function useMoney(): (value: string | number) => string {
  const format = useFormatMoney();
  return (value) => {
    const text = String(value);
    return text.startsWith('-') ? `-$${format(text.slice(1))}` : `$${format(value)}`;
  };
}
