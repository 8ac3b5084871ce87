import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { FlashSession } from '@bazaar/contract';
import { useNumberLocale } from '@bazaar/design-system';
import { flashPhase } from '../../lib/flash';

export interface FlashSessionTabsProps {
  sessions: FlashSession[];
  activeId: number;
  /** The moment the tabs are labelled at, unix seconds (live or upcoming). */
  now: number;
  onChange: (id: number) => void;
}

/** The day's flash sessions as tabs: each its start time and whether it is live or to come. */
export function FlashSessionTabs({ sessions, activeId, now, onChange }: FlashSessionTabsProps) {
  const { t } = useTranslation('flash');
  const time = new Intl.DateTimeFormat(useNumberLocale(), { hour: '2-digit', minute: '2-digit' });
  return (
    <Tabs className="bz-flash__tabs" activeKey={String(activeId)} onChange={(key) => onChange(Number(key))}>
      {sessions.map((s) => (
        <Tabs.Tab
          key={s.id}
          title={
            <span className="bz-flash__tab">
              <strong className="bz-flash__tab-time">{time.format(new Date(s.starts_at * 1000))}</strong>
              <span className="bz-flash__tab-phase">{flashPhase(s, now) === 'live' ? t('live') : t('upcoming')}</span>
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
