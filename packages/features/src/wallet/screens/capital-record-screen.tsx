import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BillLine } from '@bazaar/contract';
import { RecordItem, formatDateTime, useFormatMoney } from '@bazaar/design-system';
import { useLinks } from '../../lib';
import { useBill } from '../api/get-bill';
import { BillExport } from '../components/bill-export';
import { RecordsPage } from '../components/records-page';
import { refLink } from '../utils/ref-link';
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
  const money = useFormatMoney();
  const [filter, setFilter] = useState<Filter>('all');
  const links = useLinks();
  const list = useBill(filter === 'all' ? undefined : filter);
  // A withdrawal's freeze line says "held" only while it is: then it was paid or refused.
  const typeName = ({ type, state }: BillLine) =>
    type === 'withdrawal_freeze' && (state === 'passed' || state === 'refused')
      ? t(`billState.withdrawal_freeze.${state}`)
      : t(`billType.${KNOWN_TYPES.includes(type) ? type : 'other'}`);
  const refDetail = (line: BillLine) => {
    const ref = refLink(line, links);
    if (!ref) return [];
    const name = t(`refKind.${ref.kind}`, { id: ref.id });
    return [{ label: t('record.ref'), value: ref.to ? <Link to={ref.to}>{name}</Link> : name }];
  };
  return (
    <RecordsPage
      tabs={FILTERS.map((key) => ({ key, title: t(`billFilter.${key}`) }))}
      active={filter}
      onChange={setFilter}
      note={
        <>
          {t('billExplain')}
          <BillExport />
        </>
      }
      list={list}
      empty={t('empty.bill')}
    >
      {(line) => (
        <RecordItem
          key={line.id}
          title={typeName(line)}
          amount={line.amount}
          signed
          time={formatDateTime(line.createtime)}
          details={[
            { label: t('record.before'), value: `$${money(line.before)}` },
            { label: t('record.after'), value: `$${money(line.after)}` },
            ...refDetail(line),
          ]}
        />
      )}
    </RecordsPage>
  );
}
