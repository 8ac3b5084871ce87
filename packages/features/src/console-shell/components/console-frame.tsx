import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDeskWidth } from '@bazaar/design-system';
import './console-frame.css';

/** One entry of the side navigation: a route the operator may open. */
export interface ConsoleNavEntry {
  /** The route's name (compared with `current`). */
  name: string;
  path: string;
  /** Its title, translated. */
  title: string;
  /** A count waiting there (unread conversations), shown beside the title when above 0. */
  badge?: number;
  /** What the count is, read out (translated). */
  badgeLabel?: string;
}

/** A group of the side navigation; `group` names its heading (`nav.<group>` in the console namespace). */
export interface ConsoleNavSection {
  group: string;
  entries: ConsoleNavEntry[];
}

/** The title bar, back button and side navigation around a console screen. */
export interface ConsoleFrameProps {
  /** The screen's title, in the bar above it. */
  title: string;
  /** The bar's back button; none without it. */
  onBack?: () => void;
  /** The side navigation's top entry (the dashboard) and groups; none (signed out): no side navigation. */
  nav?: { home: ConsoleNavEntry; sections: ConsoleNavSection[]; current: string };
  children: ReactNode;
}

/**
 * The console's frame. On a phone (and below 1024 px): the title bar over the screen, as always. At a desk:
 * a side navigation landmark, grouped, beside the title bar and the screen; the open entry is aria-current.
 */
export function ConsoleFrame({ title, onBack, nav, children }: ConsoleFrameProps) {
  const { t } = useTranslation('console');
  const desk = useDeskWidth() && nav !== undefined;
  const entry = (e: ConsoleNavEntry) => (
    <li key={e.name}>
      <Link to={e.path} className="bz-console-frame__link" aria-current={e.name === nav?.current ? 'page' : undefined}>
        {e.title}
        {e.badge ? (
          <span className="bz-console-frame__badge" aria-label={e.badgeLabel} role="status">
            {e.badge > 99 ? '99+' : e.badge}
          </span>
        ) : null}
      </Link>
    </li>
  );
  return (
    <div className={desk ? 'bz-console-frame bz-console-frame--desk' : 'bz-console-frame'}>
      {desk && nav && (
        <nav className="bz-console-frame__side" aria-label={t('nav.label')}>
          <ul className="bz-console-frame__list">{entry(nav.home)}</ul>
          {nav.sections.map((section) => (
            <section key={section.group} aria-labelledby={`bz-console-nav-${section.group}`}>
              <h2 id={`bz-console-nav-${section.group}`} className="bz-console-frame__group">
                {t(`nav.${section.group}`)}
              </h2>
              <ul className="bz-console-frame__list">{section.entries.map(entry)}</ul>
            </section>
          ))}
        </nav>
      )}
      <div className="bz-console-frame__content">
        {/* Not antd-mobile's NavBar: its left side is an unnamed role=button even without a back button. */}
        <header className="bz-console-frame__bar">
          {onBack && (
            <button type="button" className="bz-console-frame__back" aria-label={t('nav.back')} onClick={onBack}>
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M10.5 2.5L5 8l5.5 5.5" />
              </svg>
            </button>
          )}
          <h1 className="bz-console-frame__title">{title}</h1>
        </header>
        <main className="bz-console-frame__main">{children}</main>
      </div>
    </div>
  );
}
