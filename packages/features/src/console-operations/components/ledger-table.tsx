import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@bazaar/design-system';
import {
  LEDGER_ACCOUNT_KINDS,
  type AdminLedgerListQuery,
  type AdminLedgerPosting,
  type LedgerAccountKind,
} from '@bazaar/contract';
import { useApi } from '../../lib';
import { ExportButton } from '../../console-kit/components/export-button';
import { TableFilters } from '../../console-kit/desk/table-filters';
import { tableQuery } from '../../console-kit/desk/table-query';
import { useDeskTable } from '../../console-kit/desk/use-desk-table';
import { useAdmin } from '../../lib/admin-session';
import { formatTime } from './format';
import { useMoney } from './use-money';

/**
 * The ledger at a desk: the desk tables' filters (shop, period, reference or memo) plus the account kind, one
 * server page sortable by id or amount, and the CSV export of the same filters. No selection: postings are
 * never acted on. A merchant's are its shop's payable account whatever it asks (the server sees to it).
 */
export function LedgerTable() {
  const { t } = useTranslation('console');
  const api = useApi();
  const money = useMoney();
  const isAdmin = useAdmin()?.role === 'admin';
  const [kind, setKind] = useState<LedgerAccountKind | ''>('');
  const withKind = (query: object): AdminLedgerListQuery => ({ ...query, ...(kind ? { kind } : {}) });
  // The kind is in the table's name, so each kind's pages are cached apart.
  const { state, change, table } = useDeskTable<AdminLedgerListQuery, AdminLedgerPosting>(
    `ledger:${kind}`,
    { status: 'all', sort: 'id' },
    (query) => api.admin.ledgerList(withKind(query)),
  );

  const columns: DataTableColumn<AdminLedgerPosting>[] = [
    { id: 'id', header: '#', cell: (p) => p.id, sortable: true, numeric: true, width: '72px' },
    { id: 'time', header: t('field.time'), cell: (p) => formatTime(p.createtime) },
    {
      id: 'account',
      header: t('ledger.account'),
      cell: (p) => `${t(`ledger.kind.${p.account_kind}`)} · #${p.owner_id}`,
    },
    { id: 'reference', header: t('ledger.reference'), cell: (p) => p.ref },
    { id: 'type', header: t('field.type'), cell: (p) => p.type },
    { id: 'memo', header: t('ledger.memo'), cell: (p) => p.memo },
    { id: 'amount', header: t('field.amount'), cell: (p) => money(p.amount), sortable: true, numeric: true },
    { id: 'balance', header: t('ledger.balanceAfter'), cell: (p) => money(p.balance_after), numeric: true },
  ];

  return (
    <div className="bz-console-desk">
      <TableFilters state={state} onChange={change} shop={isAdmin} period keywordLabel={t('ledger.search')}>
        {isAdmin && (
          <label>
            {t('ledger.account')}
            {/* A shop's filter is its payable account: the server ignores the kind then. */}
            <select
              value={state.shopId ? 'merchant_payable' : kind}
              disabled={Boolean(state.shopId)}
              onChange={(e) => {
                setKind(e.target.value as LedgerAccountKind | '');
                change({ page: 1 });
              }}
            >
              <option value="">{t('ledger.allAccounts')}</option>
              {LEDGER_ACCOUNT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`ledger.kind.${k}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </TableFilters>
      <div className="bz-console-toolbar">
        <ExportButton onExport={() => api.admin.ledgerExport(withKind(tableQuery(state)))} fallbackName="ledger.csv" />
      </div>
      <DataTable<AdminLedgerPosting> label={t('title.ledger')} columns={columns} {...table} rowKey={(p) => p.id} />
    </div>
  );
}
