import { useTranslation } from 'react-i18next';
import { useDeskWidth } from '@bazaar/design-system';
import { NewRecordBar } from '../../console-kit/components/new-record-bar';
import type { VoucherPaths } from '../components/voucher-paths';
import { VoucherCards } from './voucher-cards';
import { VouchersTable } from './vouchers-table';
import '../../console-kit/components/console.css';
import '../components/vouchers.css';

/**
 * The vouchers with their use (collected, used, taken off orders): an operator's every one, a merchant's own
 * shop's. At a desk (from 1024 px) a table, on a phone cards; either way "New voucher" opens the editor.
 */
export function VouchersScreen({ paths }: { paths: VoucherPaths }) {
  const { t } = useTranslation('console');
  const desk = useDeskWidth();
  return (
    <>
      <NewRecordBar className="bz-console-vouchers__bar" path={paths.vouchers} label={t('voucher.new')} />
      {desk ? <VouchersTable path={paths.vouchers} /> : <VoucherCards path={paths.vouchers} />}
    </>
  );
}
