import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SkuPicker } from '@bazaar/design-system';
import type { SkuSheetProps } from './sku-sheet';
import './sku-sheet.css';

/** The sheet itself (antd-mobile's Popup), loaded when the shopper first opens it (sku-sheet.tsx). */
export default function SkuSheetPopup({
  product,
  mode,
  selected,
  onSelectedChange,
  quantity,
  onQuantityChange,
  soldOut,
  flash,
  busy,
  onConfirm,
  onClose,
}: SkuSheetProps) {
  const { t } = useTranslation('catalog');
  const button = (action: 'bag' | 'buy', text: string, primary: boolean) => (
    <Button
      key={action}
      block
      shape="rounded"
      color={primary ? 'primary' : 'warning'}
      disabled={soldOut}
      loading={busy && (mode === action || mode === 'pick')}
      onClick={() => onConfirm(action)}
    >
      {soldOut ? t('detail.soldOut') : text}
    </Button>
  );
  return (
    <Popup visible={mode !== null} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="bz-sku-sheet">
      <SkuPicker
        specs={product.specs}
        skus={product.skus}
        selected={selected}
        onSelectedChange={onSelectedChange}
        quantity={quantity}
        onQuantityChange={onQuantityChange}
        image={product.image}
        imageAlt={product.title}
        price={product.price}
        stock={product.stock}
        flashPrices={flash?.prices}
        productFlashPrice={flash?.productPrice}
        flashLabel={flash?.label}
        stockText={(count) => t('detail.stockCount', { count })}
        chooseText={(names) => t('detail.choose', { names })}
        selectedText={(values) => t('detail.chosen', { values: values.join(', ') })}
        quantityLabel={t('detail.quantity')}
      />
      <div className="bz-sku-sheet__actions">
        {mode === 'pick' || mode === null
          ? [button('bag', t('detail.addToBag'), false), button('buy', t('detail.buyNow'), true)]
          : button(mode, t('detail.confirm'), true)}
      </div>
    </Popup>
  );
}
