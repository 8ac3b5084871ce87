import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MY_VOUCHER_STATUSES, type MyVoucherStatus } from '@bazaar/contract';
import { EmptyState, PullRefreshList, VoucherTicket } from '@bazaar/design-system';
import { listProps, useLinks, useListFailed, useListTexts } from '../../lib';
import { useVoucherText } from '../../lib/vouchers';
import { useMyVouchers } from '../api/my-vouchers';
import './my-vouchers.css';

const isStatus = (s: string | null): s is MyVoucherStatus => MY_VOUCHER_STATUSES.includes(s as MyVoucherStatus);

/**
 * /vouchers: the shopper's vouchers by status (`?status=`): unused ones with "Use" (a shop voucher opens its
 * shop, the others the home page) and the ones ending soon marked; used and expired ones as grey records.
 */
export function MyVouchersScreen() {
  const { t } = useTranslation('vouchers');
  const texts = useListTexts();
  const links = useLinks();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const raw = query.get('status');
  const status: MyVoucherStatus = isStatus(raw) ? raw : 'unused';
  const list = useMyVouchers(status);
  const failed = useListFailed(list);
  const text = useVoucherText();
  return (
    <div className="bz-my-vouchers">
      <Tabs activeKey={status} onChange={(key) => setQuery({ status: key }, { replace: true })}>
        {MY_VOUCHER_STATUSES.map((s) => (
          <Tabs.Tab key={s} title={t(`status.${s}`)} />
        ))}
      </Tabs>
      <PullRefreshList
        {...texts}
        failed={failed}
        {...listProps(list)}
        empty={<EmptyState description={t(`empty.${status}`)} />}
      >
        {list.items.length > 0 && (
          <ul className="bz-my-vouchers__list">
            {list.items.map(({ id, voucher }) => {
              const shop = voucher.shop;
              const terms = text(voucher);
              return (
                <li key={id}>
                  <VoucherTicket
                    scope={voucher.scope}
                    title={shop && voucher.scope === 'shop' ? `${shop.name} · ${voucher.title}` : voucher.title}
                    {...terms}
                    endingSoon={status === 'unused' ? terms.endingSoon : undefined}
                    state={status === 'unused' ? 'available' : status}
                    stateLabel={t(`status.${status}`)}
                    action={
                      status === 'unused' && (
                        <Button
                          size="mini"
                          shape="rounded"
                          color="primary"
                          fill="outline"
                          onClick={() => navigate(shop ? links.shop(shop.id) : links.home())}
                        >
                          {t('use')}
                        </Button>
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </PullRefreshList>
    </div>
  );
}
