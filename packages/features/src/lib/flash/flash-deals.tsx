import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FlashStrip, type FlashItemCardData } from '@bazaar/design-system';
import { useLinks } from '../links';
import { useCurrentSessions } from './current-session';
import { FlashCountdown } from './flash-countdown';
import { flashCardOf } from './flash-item-data';
import { useFlashItems } from './use-flash-items';
import { useFlashSessions } from './use-flash-sessions';
import { useFlashProgressLabel } from './use-flash-texts';

/**
 * "Flash deals" on the home page: the live flash session's countdown and its items. Nothing while no session is
 * live; when it ends the sessions are fetched again, and the next one shows once it starts.
 */
export function FlashDeals({ className }: { className?: string }) {
  const { t } = useTranslation('flash');
  const navigate = useNavigate();
  const links = useLinks();
  const sessions = useFlashSessions();
  const { live } = useCurrentSessions(sessions.data);
  const items = useFlashItems(live?.id ?? null);
  const progressLabel = useFlashProgressLabel();
  const openItem = useCallback(
    (card: FlashItemCardData) => {
      const item = items.items.find((i) => i.id === card.id);
      if (item) navigate(links.product(item.product.id));
    },
    [items.items, navigate, links],
  );
  if (!live) return null;
  return (
    <FlashStrip
      className={className}
      title={t('title')}
      countdown={
        <FlashCountdown
          to={live.ends_at}
          label={t('endsIn')}
          // Over: the next session, or none, comes with the sessions fetched again.
          onEnd={() => void sessions.mutate()}
        />
      }
      items={items.items.map(flashCardOf)}
      progressLabel={progressLabel}
      soldOutLabel={t('soldOut')}
      moreText={t('seeAll')}
      onMore={() => navigate(links.flash())}
      onItemClick={openItem}
    />
  );
}
