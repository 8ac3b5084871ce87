import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { FlashItem } from '@bazaar/contract';
import { EmptyState, PullRefreshList, Toast } from '@bazaar/design-system';
import { listProps, useClock, useLinks, useListFailed, useListTexts, useLoginFirst } from '../../lib';
import { FlashCountdown, flashPhase, useCurrentSessions, useFlashItems, useFlashSessions } from '../../lib/flash';
import { useRemindSession } from '../api/remind-session';
import { FlashItemRow } from '../components/flash-item-row';
import { RemindButton } from '../components/remind-button';
import { FlashSessionTabs } from '../components/flash-session-tabs';
import './flash-screen.css';

/**
 * /flash: the day's flash sessions as tabs (the live one, then those to come; `?session=` chooses), the chosen
 * one's countdown and its items with the flash price, the normal price struck, the units taken and a button to
 * the product. A session to come offers "Remind me" (a guest is sent to sign in first; a second tap takes it back).
 * When a session ends the sessions are fetched again and the page moves on to what is left.
 */
export function FlashScreen() {
  const { t } = useTranslation('flash');
  const texts = useListTexts();
  const links = useLinks();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const sessions = useFlashSessions();
  // Re-renders when the live session ends or the next starts; the tabs and buttons follow.
  useCurrentSessions(sessions.data);
  const now = useClock()() / 1000;
  const open = (sessions.data ?? []).filter((s) => flashPhase(s, now) !== 'ended');
  const session = open.find((s) => s.id === Number(query.get('session'))) ?? open[0];
  const live = !!session && flashPhase(session, now) === 'live';
  const list = useFlashItems(session?.id ?? null);
  const failed = useListFailed(list);
  const sessionsFailed = useListFailed({
    error: sessions.error,
    items: sessions.data ?? [],
    refresh: () => sessions.mutate(),
  });
  const openItem = useCallback((item: FlashItem) => navigate(links.product(item.product.id)), [navigate, links]);
  const loginFirst = useLoginFirst();
  const remind = useRemindSession();
  const [reminding, setReminding] = useState(false);
  const toggleReminder = async (id: number, wanted: boolean) => {
    if (!loginFirst()) return;
    setReminding(true);
    try {
      await remind(id, wanted);
      Toast.show({ content: wanted ? t('reminderOn') : t('reminderOff'), icon: 'success' });
    } catch {
      // The API client already showed why.
    } finally {
      setReminding(false);
    }
  };

  if (sessions.data && open.length === 0) {
    return <EmptyState className="bz-flash__empty" description={t('empty')} />;
  }
  return (
    <div className="bz-flash">
      {session && (
        <>
          <FlashSessionTabs
            sessions={open}
            activeId={session.id}
            now={now}
            onChange={(id) => setQuery({ session: String(id) }, { replace: true })}
          />
          <div className="bz-flash__head">
            <h2 className="bz-flash__title">{session.title}</h2>
            <FlashCountdown
              key={session.id}
              to={live ? session.ends_at : session.starts_at}
              label={live ? t('endsIn') : t('startsIn')}
              onEnd={() => void sessions.mutate()}
            />
            {!live && (
              <RemindButton
                reminded={!!session.reminded}
                loading={reminding}
                onToggle={() => void toggleReminder(session.id, !session.reminded)}
              />
            )}
          </div>
        </>
      )}
      <PullRefreshList
        {...texts}
        failed={sessionsFailed ?? failed}
        {...listProps(list)}
        loading={list.loading || sessions.isLoading}
        onRefresh={() => Promise.all([sessions.mutate(), list.refresh()])}
        empty={<EmptyState description={t('emptySession')} />}
      >
        {list.items.length > 0 && (
          <ul className="bz-flash__list">
            {list.items.map((item) => (
              <li key={item.id}>
                <FlashItemRow item={item} live={live} onOpen={openItem} />
              </li>
            ))}
          </ul>
        )}
      </PullRefreshList>
    </div>
  );
}
