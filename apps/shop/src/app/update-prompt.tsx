import { useTranslation } from 'react-i18next';
import { StatusBanner } from '@bazaar/design-system';
import { useWaitingUpdate } from './service-worker';
import './update-prompt.css';

/**
 * "A new version of Bazaar is ready. — Reload": a new service worker waits until the shopper
 * agrees, so a page never changes version under their fingers (mid-checkout, say).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const { waiting, update } = useWaitingUpdate();
  if (!waiting) return null;
  return (
    <StatusBanner
      className="bz-update-prompt"
      placement="bottom"
      message={t('pwa.updateAvailable')}
      actionText={t('pwa.updateReload')}
      onAction={update}
    />
  );
}
