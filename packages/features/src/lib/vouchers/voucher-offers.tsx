import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Voucher } from '@bazaar/contract';
import { VoucherStrip, VoucherTicket } from '@bazaar/design-system';
import { useApi } from '../api-provider';
import { queryKeys } from '../queries/keys';
import { useCollectVoucher } from './use-collect';
import { useVoucherText } from './voucher-text';

/** Whose vouchers the strip offers (a shop's, or those for a product) and what sits beside its title. */
export interface VoucherOffersProps {
  /** A shop's vouchers and the platform's (shop page). */
  shopId?: number;
  /** The vouchers that can apply to a product (product detail). */
  productId?: number;
  /** A link or button beside the title, e.g. to My vouchers. */
  extra?: ReactNode;
  className?: string;
}

/**
 * The vouchers a shopper can collect here, side by side with a Collect button each ("Collected" once he holds
 * as many as he may). Nothing when there are none: an empty strip is not worth the room on a phone.
 */
export function VoucherOffers({ shopId, productId, extra, className }: VoucherOffersProps) {
  const { t } = useTranslation('vouchers');
  const api = useApi();
  const text = useVoucherText();
  const collect = useCollectVoucher();
  const { data } = useSWR(queryKeys.vouchers(shopId, productId), () =>
    api.voucher.list({ shop_id: shopId, product_id: productId }),
  );
  if (!data?.length) return null;
  return (
    <VoucherStrip title={t('title')} extra={extra} className={className}>
      {data.map((v: Voucher) => {
        const held = v.collected >= v.per_user;
        return (
          <VoucherTicket
            key={v.id}
            compact
            scope={v.scope}
            title={v.title}
            {...text(v)}
            action={
              <Button
                size="mini"
                shape="rounded"
                color={held ? 'default' : 'primary'}
                disabled={held || v.remaining === 0}
                onClick={() => void collect(v.id)}
              >
                {held ? t('collected') : t('collect')}
              </Button>
            }
          />
        );
      })}
    </VoucherStrip>
  );
}
