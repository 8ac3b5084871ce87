import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Price } from '@bazaar/design-system';

export interface BagFooterProps {
  allSelected: boolean;
  someSelected: boolean;
  disabled: boolean;
  total: string;
  count: number;
  onSelectAll: (selected: boolean) => void;
  onCheckout: () => void;
}

/** The bar above the tab bar: select all, the server's total of the selection, checkout. */
export function BagFooter({
  allSelected,
  someSelected,
  disabled,
  total,
  count,
  onSelectAll,
  onCheckout,
}: BagFooterProps) {
  const { t } = useTranslation('bag');
  return (
    <div className="bz-bag__footer">
      <Checkbox
        checked={allSelected}
        indeterminate={someSelected && !allSelected}
        disabled={disabled}
        onChange={onSelectAll}
      >
        {t('selectAll')}
      </Checkbox>
      <div className="bz-bag__total">
        <span>{t('total')}</span>
        <Price value={total} />
      </div>
      <Button className="bz-bag__checkout" color="primary" shape="rounded" onClick={onCheckout}>
        {t('checkout', { count })}
      </Button>
    </div>
  );
}
