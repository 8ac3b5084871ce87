import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@bazaar/design-system';
import { useFlashPhase } from '../../lib/flash/flash-phase';
import { useAdminFlashItem } from '../api/use-admin-flash-items';
import { useAdminFlashSession } from '../api/use-admin-flash-sessions';
import { useLockedReason } from '../components/flash-facts';
import { idParam, type FlashPaths } from '../components/flash-paths';
import { FlashItemForm } from './flash-item-form';
import '../../console-kit/components/console.css';
import '../components/flash.css';

/**
 * An item of a session (`:id`), new (`itemId` `new`) or stored: a product (a merchant's own shop's) and its SKU,
 * the flash price under the SKU's 30-day low (shown beside it), the units offered and the limit per shopper.
 * Only a session that has not started takes items; from then on the screen says why it cannot.
 */
export function FlashItemEditScreen({ paths }: { paths: FlashPaths }) {
  const { t } = useTranslation('console');
  const params = useParams();
  const sessionId = idParam(params.id);
  const itemId = idParam(params.itemId);
  const { data: session } = useAdminFlashSession(sessionId);
  const { data: item } = useAdminFlashItem(sessionId ?? 0, sessionId === null ? null : itemId);
  const locked = useLockedReason(useFlashPhase(session));
  if (sessionId === null || session === null) return <EmptyState description={t('flash.notFound')} />;
  if (session === undefined || (itemId !== null && item === undefined)) return null;
  if (itemId !== null && !item) return <EmptyState description={t('flash.itemNotFound')} />;
  if (locked) return <EmptyState description={locked} />;
  return <FlashItemForm key={itemId ?? 'new'} session={session} item={item ?? undefined} paths={paths} />;
}
