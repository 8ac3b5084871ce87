import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeskWidth } from '@bazaar/design-system';
import { useAdmin } from '../../lib/admin-session';
import { FlashBar } from '../components/flash-bar';
import { flashLinks, type FlashPaths } from '../components/flash-paths';
import { FlashSessionCards } from './flash-session-cards';
import { FlashSessionsTable } from './flash-sessions-table';
import '../../console-kit/components/console.css';
import '../components/flash.css';

/**
 * The flash sessions with their item counts, latest start first: an operator makes and edits them, a merchant
 * reads them to add its own products. At a desk (from 1024 px) a table with a status filter and CSV export, on a
 * phone cards by status; either way a session opens its items.
 */
export function FlashSessionsScreen({ paths }: { paths: FlashPaths }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const desk = useDeskWidth();
  const isAdmin = useAdmin()?.role === 'admin';
  const links = flashLinks(paths);
  return (
    <>
      {isAdmin ? (
        <FlashBar label={t('flash.newSession')} onClick={() => navigate(links.sessionEdit('new'))} />
      ) : (
        <FlashBar reason={t('flash.merchantNote')} />
      )}
      {desk ? <FlashSessionsTable paths={paths} /> : <FlashSessionCards paths={paths} />}
    </>
  );
}
