import { useTranslation } from 'react-i18next';
import type { AuditStatus } from '@bazaar/contract';
import { StatusTag, type StatusTone } from '@bazaar/design-system';

const TONES: Record<AuditStatus, StatusTone> = { auditing: 'warning', passed: 'success', refused: 'danger' };

/** The audit state of a top-up or withdrawal as a coloured tag. */
export function AuditStatusTag({ status }: { status: AuditStatus }) {
  const { t } = useTranslation('wallet');
  return <StatusTag tone={TONES[status]}>{t(`status.${status}`)}</StatusTag>;
}
