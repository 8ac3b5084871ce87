import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { useAdmin } from '../../lib/admin-session';
import { useAdminVouchers } from '../api/use-admin-vouchers';
import { useStopVoucher } from '../components/use-stop-voucher';
import { stoppable, useVoucherFacts, useVoucherState, VoucherStateTag } from '../components/voucher-facts';
import { SCOPE_FILTERS, type ScopeFilter } from '../components/voucher-paths';

/**
 * The vouchers on a phone, a card each: an operator's by scope tab, a merchant's own shop's (the server
 * filters). Each opens its editor; one not stopped and not over can be stopped.
 */
export function VoucherCards({ path }: { path: string }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const isAdmin = useAdmin()?.role === 'admin';
  const [scope, setScope] = useState<ScopeFilter>('all');
  const list = useAdminVouchers(scope);
  const facts = useVoucherFacts();
  const stateOf = useVoucherState();
  const stop = useStopVoucher();
  return (
    <QueuePage
      statuses={isAdmin ? SCOPE_FILTERS : undefined}
      statusLabel={(s) => t(`voucher.scope.${s}`)}
      statusName={t('voucher.scopeFilter')}
      status={scope}
      onStatus={(s) => setScope(s as ScopeFilter)}
      list={list}
      renderItem={(v) => {
        const f = facts(v);
        return (
          <RecordCard
            title={`#${v.id} · ${v.title}`}
            status={<VoucherStateTag state={stateOf(v)} />}
            lines={[
              { label: t('voucher.field.scope'), value: f.scope },
              { label: t('voucher.field.offer'), value: f.offer },
              { label: t('voucher.field.validity'), value: f.validity },
              { label: t('voucher.field.collected'), value: f.collected },
              { label: t('voucher.field.used'), value: f.used },
              { label: t('voucher.field.discountTotal'), value: f.discountTotal },
            ]}
            actions={[
              { key: 'edit', label: t('voucher.edit'), color: 'primary', onClick: () => navigate(`${path}/${v.id}`) },
              ...(stoppable(stateOf(v))
                ? [{ key: 'stop', label: t('voucher.stop'), color: 'danger' as const, onClick: () => void stop(v) }]
                : []),
            ]}
          />
        );
      }}
    />
  );
}
