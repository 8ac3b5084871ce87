import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '@bazaar/design-system';

const TONES: Record<string, StatusTone> = {
  auditing: 'warning',
  below_min: 'warning',
  pending: 'warning',
  waiting_deliver: 'warning',
  returning: 'warning',
  passed: 'success',
  credited: 'success',
  completed: 'success',
  refunded: 'success',
  normal: 'success',
  on: 'success',
  refused: 'danger',
  dropped: 'danger',
  frozen: 'danger',
  cancelled: 'default',
};

/** A record's status in the console's words and colours. */
export function StatusOf({ status }: { status: string }) {
  const { t } = useTranslation('console');
  return <StatusTag tone={TONES[status] ?? 'default'}>{t(`status.${status}`)}</StatusTag>;
}
