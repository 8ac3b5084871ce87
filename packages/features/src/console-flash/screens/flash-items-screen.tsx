import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, useDeskWidth } from '@bazaar/design-system';
import { useFlashPhase } from '../../lib/flash/flash-phase';
import { LIVE_REFRESH_MS } from '../api/use-admin-flash-items';
import { useAdminFlashSession } from '../api/use-admin-flash-sessions';
import { ExportButton } from '../../console-kit/components/export-button';
import { FlashBar } from '../components/flash-bar';
import { SessionStatusTag, SessionWindow, useLockedReason } from '../components/flash-facts';
import { flashLinks, idParam, type FlashPaths } from '../components/flash-paths';
import { itemsFileName, useItemsExport } from '../components/use-items-export';
import { FlashItemCards } from './flash-item-cards';
import { FlashItemsTable } from './flash-items-table';
import '../../console-kit/components/console.css';
import '../components/flash.css';

/**
 * A session's items (`<items>` of `:id`) with their units sold, asked again every few seconds while the session is
 * live: an operator's every one, a merchant's own shop's. Before the start items are added, edited and removed;
 * from then on the buttons are off and the bar says why. At a desk a table, exported as CSV beside "Add item";
 * on a phone cards.
 */
export function FlashItemsScreen({ paths }: { paths: FlashPaths }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const desk = useDeskWidth();
  const id = idParam(useParams().id);
  const { data: session } = useAdminFlashSession(id);
  const phase = useFlashPhase(session);
  const locked = useLockedReason(phase);
  const exportItems = useItemsExport(id ?? 0);
  if (id === null || session === null) return <EmptyState description={t('flash.notFound')} />;
  if (session === undefined || phase === null) return null;

  const links = flashLinks(paths);
  const live = phase === 'live';
  const editable = phase === 'upcoming';
  return (
    <>
      <header className="bz-console-flash__head">
        <h2 className="bz-console-flash__head-title">
          <span>{`#${session.id} · ${session.title}`}</span>
          <SessionStatusTag session={session} />
        </h2>
        <p className="bz-console-flash__head-window">
          <SessionWindow session={session} />
          {live && <> · {t('flash.liveRefresh', { seconds: LIVE_REFRESH_MS / 1000 })}</>}
        </p>
      </header>
      <FlashBar label={t('flash.newItem')} reason={locked} onClick={() => navigate(links.itemEdit(session.id, 'new'))}>
        {desk && <ExportButton onExport={exportItems} fallbackName={itemsFileName(session.id)} />}
      </FlashBar>
      {desk ? (
        <FlashItemsTable session={session} live={live} editable={editable} paths={paths} />
      ) : (
        <FlashItemCards session={session} live={live} editable={editable} paths={paths} />
      )}
    </>
  );
}
