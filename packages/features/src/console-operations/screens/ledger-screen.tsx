import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeskWidth } from '@bazaar/design-system';
import { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from '@bazaar/contract';
import { useApi } from '../../lib';
import { useLedger, type LedgerFilter } from '../api/use-ledger';
import { LedgerTable } from '../components/ledger-table';
import { ShopSelect } from '../components/shop-select';
import { formatTime } from '../components/format';
import { useMoney } from '../components/use-money';
import { ExportButton } from '../../console-kit/components/export-button';
import { QueuePage } from '../../console-kit/components/queue-page';
import { RecordCard } from '../../console-kit/components/record-card';
import { SelectField } from '../../console-kit/components/select-field';
import { useAdmin } from '../../lib/admin-session';
import './operations.css';

/**
 * The ledger's postings, newest first: each a signed amount on one account with the balance after it, what
 * it is for and its transaction. An admin filters by account kind or one shop's payable account (the shop
 * wins, as on the server); a merchant sees its own shop's payable account only. Searches the reference or
 * memo; exports the filtered list as CSV. A table at a desk (from 1024 px), cards on a phone.
 */
export function LedgerScreen() {
  return useDeskWidth() ? <LedgerTable /> : <LedgerCards />;
}

/** The ledger on a phone: the account and shop filters, the search, and the postings as cards, page after page. */
function LedgerCards() {
  const { t } = useTranslation('console');
  const api = useApi();
  const money = useMoney();
  const isAdmin = useAdmin()?.role === 'admin';
  const [kind, setKind] = useState('');
  const [shop, setShop] = useState('');
  const [keyword, setKeyword] = useState('');
  const filter: LedgerFilter = {
    kind: isAdmin && kind && !shop ? (kind as LedgerAccountKind) : undefined,
    shop_id: isAdmin && shop ? Number(shop) : undefined,
    keyword: keyword || undefined,
  };
  const list = useLedger(filter);

  return (
    <>
      {isAdmin && (
        <div className="bz-console-range">
          <label className="bz-console-range__wide">
            {t('ledger.account')}
            <SelectField
              aria-label={t('ledger.account')}
              placeholder={t('ledger.allAccounts')}
              value={shop ? 'merchant_payable' : kind}
              disabled={Boolean(shop)}
              onChange={setKind}
              options={LEDGER_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`ledger.kind.${k}`) }))}
            />
          </label>
          <ShopSelect label={t('field.shop')} none={t('ops.allShops')} value={shop} onChange={setShop} />
        </div>
      )}
      <QueuePage
        searchPlaceholder={t('ledger.search')}
        onSearch={setKeyword}
        toolbar={<ExportButton onExport={() => api.admin.ledgerExport(filter)} fallbackName="ledger.csv" />}
        list={list}
        renderItem={(p) => (
          <RecordCard
            title={`#${p.id} · ${money(p.amount)}`}
            lines={[
              { label: t('ledger.account'), value: `${t(`ledger.kind.${p.account_kind}`)} · #${p.owner_id}` },
              { label: t('ledger.reference'), value: p.ref },
              { label: t('field.type'), value: p.type },
              ...(p.memo ? [{ label: t('ledger.memo'), value: p.memo }] : []),
              { label: t('ledger.balanceAfter'), value: money(p.balance_after) },
              { label: t('ledger.transaction'), value: `#${p.transaction_id}` },
              { label: t('field.time'), value: formatTime(p.createtime) },
            ]}
          />
        )}
      />
    </>
  );
}
