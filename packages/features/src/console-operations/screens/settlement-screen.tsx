import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCents } from '@bazaar/contract';
import { EmptyState } from '@bazaar/design-system';
import { useSettlement } from '../api/use-settlement';
import { ShopSelect } from '../components/shop-select';
import { MonthlyStatement } from '../components/monthly-statement';
import { StatusOf } from '../../console-kit/components/audit-tag';
import { formatTime } from '../components/format';
import { RecordCard } from '../../console-kit/components/record-card';
import { useAdmin } from '../../lib/admin-session';
import '../../console-kit/components/console.css';
import './operations.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD of a local day, as a date input holds it. */
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Unix seconds of a local day's midnight. */
const secondsOf = (day: string) => Math.floor(new Date(`${day}T00:00:00`).getTime() / 1000);

/** Options of the settlement screen. */
export interface SettlementScreenProps {
  /** The day the default period (this month so far) ends on; stories pin it so their pictures keep. */
  today?: Date;
}

/**
 * What the shop earned in a period: settled orders, gross, refunds, the platform fee and net, then
 * each shop (an admin sees all, or one) and the latest orders. A merchant sees its own shop only.
 */
export function SettlementScreen({ today = new Date() }: SettlementScreenProps) {
  const { t } = useTranslation('console');
  const admin = useAdmin();
  const isAdmin = admin?.role === 'admin';
  const [from, setFrom] = useState(() => dayOf(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(() => dayOf(today));
  const [shop, setShop] = useState('');
  // The end day is included: the period ends at the next midnight.
  const start = from ? secondsOf(from) : undefined;
  const end = to ? secondsOf(to) + 86_400 : undefined;
  const { data } = useSettlement({ start, end, shop_id: shop ? Number(shop) : undefined });

  const figure = (key: string, label: string, value: string | number) => (
    <div key={key} className={`bz-console-figure bz-console-figure--${key}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <div className="bz-console-detail">
      <div className="bz-console-range">
        <label>
          {t('ops.from')}
          <input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('ops.to')}
          <input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </label>
        {isAdmin && <ShopSelect label={t('field.shop')} none={t('ops.allShops')} value={shop} onChange={setShop} />}
      </div>
      {data && (
        <>
          <dl className="bz-console-figures" data-testid="settlement-figures">
            {figure('orders', t('ops.settledOrders'), data.orders)}
            {figure('gross', t('ops.gross'), data.gross)}
            {figure('refunds', t('ops.refunds'), data.refunds)}
            {figure('fee', t('ops.fee', { rate: data.fee_rate }), data.fee)}
            {figure('net', t('ops.net'), data.net)}
          </dl>
          <p className="bz-console-hint">{t('ops.settlementHint')}</p>
          <MonthlyStatement shopId={shop ? Number(shop) : undefined} />
          {isAdmin && data.shops.length > 0 && (
            <RecordCard
              title={t('ops.byShop')}
              lines={data.shops.map((s) => ({
                label: `${s.shop_name || s.shop_id} (${s.orders})`,
                value: `${s.gross} − ${s.refunds} − ${s.fee} = ${s.net}`,
              }))}
            />
          )}
          {data.lines.length ? (
            data.lines.map((line) => (
              <RecordCard
                key={line.order_id}
                title={line.order_sn}
                status={<StatusOf status={line.status} />}
                lines={[
                  { label: t('field.time'), value: formatTime(line.time) },
                  { label: t('ops.gross'), value: line.gross },
                  // Who paid each discount: the shop's own vouchers came off its gross, the platform's were paid to it.
                  ...(line.shop_vouchers && toCents(line.shop_vouchers) > 0n
                    ? [{ label: t('ops.shopVouchers'), value: line.shop_vouchers }]
                    : []),
                  ...(line.platform_vouchers && toCents(line.platform_vouchers) > 0n
                    ? [{ label: t('ops.platformVouchers'), value: line.platform_vouchers }]
                    : []),
                  { label: t('ops.refunds'), value: line.refunds },
                  { label: t('ops.fee', { rate: data.fee_rate }), value: line.fee },
                  { label: t('ops.net'), value: line.net },
                ]}
              />
            ))
          ) : (
            <EmptyState description={t('empty')} />
          )}
        </>
      )}
    </div>
  );
}
