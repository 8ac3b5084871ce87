import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordItem, formatDateTime } from '@bazaar/design-system';
import { useBill } from '../api/get-bill';
import { RecordsPage } from '../components/records-page';
import { parseRef } from '../utils/ref';
import './wallet.css';

/** Filters are ledger type families (the server matches `withdrawal` to withdrawal_freeze/_unfreeze …). */
const FILTERS = ['all', 'recharge', 'withdrawal', 'order', 'refund'] as const;
type Filter = (typeof FILTERS)[number];
const KNOWN_TYPES = ['deposit', 'recharge', 'withdrawal_freeze', 'withdrawal_unfreeze', 'order_pay', 'refund'];

/**
 * /capitalRecord: every change of the balance with its sign and the balance before and
 * after, so the shopper can follow the balance line by line.
 */
export function CapitalRecordScreen() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<Filter>('all');
  const list = useBill(filter === 'all' ? undefined : filter);
  const typeName = (type: string) => t(`billType.${KNOWN_TYPES.includes(type) ? type : 'other'}`);
  const refDetail = (ref: string) => {
    const parsed = parseRef(ref);
    return parsed ? [{ label: t('record.ref'), value: t(`refKind.${parsed.kind}`, { id: parsed.id }) }] : [];
  };
  return (
    <RecordsPage
      tabs={FILTERS.map((key) => ({ key, title: t(`billFilter.${key}`) }))}
      active={filter}
      onChange={setFilter}
      note={t('billExplain')}
      list={list}
      empty={t('empty.bill')}
    >
      {(line) => (
        <RecordItem
          key={line.id}
          title={typeName(line.type)}
          amount={line.amount}
          signed
          time={formatDateTime(line.createtime)}
          details={[
            { label: t('record.before'), value: `$${line.before}` },
            { label: t('record.after'), value: `$${line.after}` },
            ...refDetail(line.ref),
          ]}
        />
      )}
    </RecordsPage>
  );
}
