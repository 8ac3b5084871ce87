import { useFormatMoney } from '@bazaar/design-system';

/** Money as the console's lists show it: the shop's currency and grouping in the operator's language, "$1,234.50". */
export function useMoney(): (value: string | number) => string {
  const format = useFormatMoney();
  return (value) => `$${format(value)}`;
}
