import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CartItem } from '@bazaar/contract';
import { BagItem, confirmDialog, EmptyState, ShopGroup, Toast } from '@bazaar/design-system';
import { useCart, useLinks } from '../../lib';
import { useDeleteCart } from '../api/delete-cart';
import { useUpdateCart } from '../api/update-cart';
import { BagFooter } from '../components/bag-footer';
import './bag-screen.css';

const selectable = (items: CartItem[]) => items.filter((i) => !i.invalid);
/** Lines whose selection must flip to reach `selected`. */
const toggles = (items: CartItem[], selected: boolean) =>
  selectable(items)
    .filter((i) => i.selected !== selected)
    .map((i) => ({ id: i.id, selected }));

/** What the bag shows besides its lines. */
export interface BagScreenProps {
  /** Under the empty bag's message, e.g. products to start with. */
  emptyAside?: ReactNode;
}

/**
 * /bag (tab): lines grouped by shop, selection, quantities (a quantity above the stock says so),
 * delete (a button, or swipe), unavailable lines, checkout.
 */
export function BagScreen({ emptyAside }: BagScreenProps) {
  const { t } = useTranslation('bag');
  const links = useLinks();
  const navigate = useNavigate();
  const cart = useCart();
  const update = useUpdateCart();
  const remove = useDeleteCart();

  const shops = cart.data?.shops ?? [];
  const lines = shops.flatMap((g) => g.items);
  const valid = selectable(lines);
  const invalid = lines.filter((i) => i.invalid);
  const chosen = valid.filter((i) => i.selected);
  const itemTexts = {
    deleteText: t('delete'),
    invalidText: t('invalid'),
    selectLabel: t('select'),
    quantityLabel: t('quantity'),
  };

  const confirmRemove = async (ids: number[], content: string) => {
    const ok = await confirmDialog({ content, confirmText: t('confirm'), cancelText: t('cancel') });
    if (ok) await remove(ids);
  };
  const checkout = () => {
    if (chosen.length === 0) {
      Toast.show({ content: t('selectToCheckout') });
      return;
    }
    navigate(links.checkout({ cart_ids: chosen.map((i) => i.id) }));
  };

  if (!cart.data) return <Skeleton.Paragraph className="bz-bag__loading" lineCount={6} animated />;
  if (lines.length === 0) {
    return (
      <>
        <EmptyState
          className="bz-bag__empty"
          description={t('empty')}
          actionText={t('goShopping')}
          onAction={() => navigate(links.home())}
        />
        {emptyAside}
      </>
    );
  }

  return (
    <div className="bz-bag">
      <h1 className="bz-bag__title">
        {t('title.bag', { ns: 'common' })} <span>({lines.length})</span>
      </h1>
      {shops
        .filter((g) => selectable(g.items).length > 0)
        .map((group) => {
          const items = selectable(group.items);
          const picked = items.filter((i) => i.selected).length;
          return (
            <ShopGroup
              key={group.shop.id}
              shop={group.shop}
              checked={picked === items.length}
              indeterminate={picked > 0 && picked < items.length}
              checkLabel={t('selectShop')}
              onCheck={(selected) => void update(toggles(items, selected))}
              onShopClick={() => navigate(links.shop(group.shop.id))}
            >
              {items.map((item) => (
                <BagItem
                  key={item.id}
                  item={item}
                  {...itemTexts}
                  onSelect={(selected) => void update([{ id: item.id, selected }])}
                  onQuantityChange={(quantity) => void update([{ id: item.id, quantity }])}
                  onQuantityExceed={(stock) => Toast.show({ content: t('onlyLeft', { count: stock }) })}
                  onDelete={() => void confirmRemove([item.id], t('deleteConfirm'))}
                  onClick={() => navigate(links.product(item.product_id))}
                />
              ))}
            </ShopGroup>
          );
        })}
      {invalid.length > 0 && (
        <section className="bz-bag__invalid" aria-label={t('invalidTitle', { count: invalid.length })}>
          <header className="bz-bag__invalid-head">
            <span>{t('invalidTitle', { count: invalid.length })}</span>
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() =>
                void confirmRemove(
                  invalid.map((i) => i.id),
                  t('clearInvalidConfirm'),
                )
              }
            >
              {t('clearInvalid')}
            </Button>
          </header>
          {invalid.map((item) => (
            <BagItem
              key={item.id}
              item={item}
              {...itemTexts}
              onDelete={() => void confirmRemove([item.id], t('deleteConfirm'))}
            />
          ))}
        </section>
      )}
      <BagFooter
        allSelected={valid.length > 0 && chosen.length === valid.length}
        someSelected={chosen.length > 0}
        disabled={valid.length === 0}
        total={cart.data.selected_total}
        count={chosen.reduce((n, i) => n + i.quantity, 0)}
        onSelectAll={(selected) => void update(toggles(valid, selected))}
        onCheckout={checkout}
      />
    </div>
  );
}
