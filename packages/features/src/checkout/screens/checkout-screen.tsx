import { useEffect, useMemo, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sumMoney, toCents, type PreviewBody } from '@bazaar/contract';
import {
  AddressCard,
  EmptyState,
  OrderLine,
  Price,
  PriceSummary,
  ShopGroup,
  Toast,
  useFormatPrice,
} from '@bazaar/design-system';
import { isRefused, LoadFailed, useAddresses, useLinks } from '../../lib';
import { useCheckoutVouchers, type VoucherSlot } from '../api/checkout-vouchers';
import { useCreateOrder } from '../api/create-order';
import { usePreview } from '../api/preview-order';
import { AddressPicker } from '../components/address-picker';
import { PromoCode } from '../components/promo-code';
import { VoucherRow } from '../components/voucher-row';
import { parseCheckoutLines } from '../utils/checkout-lines';
import './checkout.css';

/** /checkout: address, the server's per-shop freight and subtotals, promo code, remark, total; places the orders. */
export function CheckoutScreen() {
  const { t } = useTranslation('checkout');
  const { t: tv } = useTranslation('vouchers');
  const formatPrice = useFormatPrice();
  const links = useLinks();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lines = useMemo(() => parseCheckoutLines(search), [search]);
  const addresses = useAddresses();
  const [pickedId, setPickedId] = useState<number>();
  const [picking, setPicking] = useState(false);
  const [promo, setPromo] = useState('');
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const create = useCreateOrder();
  const vouchers = useCheckoutVouchers(promo);

  const list = addresses.data ?? [];
  // The default address is preselected; the shopper's own choice wins.
  const address = list.find((a) => a.id === pickedId) ?? list.find((a) => a.is_default) ?? list[0];
  const body: PreviewBody | null = lines && {
    ...lines,
    ...(address ? { address_id: address.id } : {}),
    ...(promo ? { promo_code: promo } : {}),
    vouchers: vouchers.choice,
  };
  const preview = usePreview(body);
  const data = preview.data;
  const best = data?.vouchers.best;
  const { adoptBest } = vouchers;
  useEffect(() => {
    if (best) adoptBest(best);
  }, [best, adoptBest]);
  const row = (slot: VoucherSlot, label: string, saving: string | undefined) => (
    <VoucherRow
      slot={slot}
      label={label}
      saving={saving}
      mine={vouchers.mine}
      choice={vouchers.choice}
      unusable={data?.vouchers.unusable}
      onChoose={vouchers.choose}
    />
  );

  // Malformed lines, or lines the server refuses (already ordered, gone; its reason was toasted): back to the bag.
  if (!lines || (isRefused(preview.error) && !data)) {
    return (
      <EmptyState description={t('badLines')} actionText={t('backToBag')} onAction={() => navigate(links.bag())} />
    );
  }
  if (preview.error && !data) return <LoadFailed onRetry={() => void preview.mutate()} />;

  const shippingSaving = data && sumMoney(data.groups.map((g) => g.shipping_discount));

  const submit = async () => {
    if (!address) {
      Toast.show({ content: t('chooseAddress') });
      return;
    }
    setSubmitting(true);
    try {
      const order = await create({
        ...lines,
        address_id: address.id,
        ...(promo && data?.promo?.applied ? { promo_code: promo } : {}),
        // What the preview applied: a voucher it refused is not sent.
        ...(data ? { vouchers: data.vouchers.applied } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      });
      navigate(links.payment({ pay_sn: order.pay_sn }), { replace: true });
    } catch {
      // The client has shown the server's message (stock, price change …); the page stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="bz-checkout">
      <AddressCard
        className="bz-checkout__address"
        address={address}
        placeholder={t('chooseAddress')}
        defaultLabel={t('defaultAddress')}
        onClick={() => setPicking(true)}
      />
      {data?.groups.map((group) => (
        <ShopGroup
          key={group.shop.id}
          shop={group.shop}
          footer={
            <>
              <div className="bz-checkout__group-voucher">
                {row({ scope: 'shop', shopId: group.shop.id }, tv('checkout.shop'), group.shop_discount)}
              </div>
              <PriceSummary
                className="bz-checkout__group-sum"
                rows={[
                  { key: 'subtotal', label: t('subtotal'), value: group.subtotal },
                  { key: 'freight', label: t('freight'), value: group.freight },
                ]}
              />
            </>
          }
        >
          {group.items.map((item) => (
            <OrderLine key={`${item.product_id}-${item.sku_id ?? ''}`} line={item} />
          ))}
        </ShopGroup>
      ))}
      <section className="bz-checkout__card">
        {row({ scope: 'platform' }, tv('checkout.platform'), data?.platform_discount)}
        {row({ scope: 'shipping' }, tv('checkout.shipping'), shippingSaving)}
        <PromoCode result={data?.promo} onApply={setPromo} />
        <label className="bz-checkout__row">
          <span className="bz-checkout__label">{t('remark')}</span>
          <Input
            className="bz-checkout__input"
            value={remark}
            onChange={setRemark}
            maxLength={200}
            placeholder={t('remarkPlaceholder')}
          />
        </label>
      </section>
      {data && (
        <section className="bz-checkout__card">
          <PriceSummary
            rows={[
              // A shop's subtotal is its goods; freight comes on top, per shop.
              { key: 'goods', label: t('goods'), value: sumMoney(data.groups.map((g) => g.subtotal)) },
              { key: 'freight', label: t('freight'), value: sumMoney(data.groups.map((g) => g.freight)) },
              ...(toCents(data.discount) > 0n
                ? [{ key: 'discount', label: t('discount'), value: data.discount, negative: true }]
                : []),
            ]}
            total={{ label: t('total'), value: data.total }}
          />
          {toCents(data.discount) > 0n && (
            <p className="bz-checkout__saving" role="status">
              {tv('checkout.saving', { amount: formatPrice(data.discount) })}
            </p>
          )}
        </section>
      )}
      <div className="bz-checkout__bar">
        <span className="bz-checkout__bar-total">
          {t('total')} <Price value={data?.total ?? '0.00'} />
        </span>
        <Button color="primary" shape="rounded" loading={submitting} disabled={!data} onClick={() => void submit()}>
          {t('submit')}
        </Button>
      </div>
      <AddressPicker
        visible={picking}
        addresses={list}
        chosenId={address?.id}
        onChoose={(a) => {
          setPickedId(a.id);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
