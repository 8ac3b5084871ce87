import { Suspense, useEffect } from 'react';
import { NavBar, TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useBagCount } from '@bazaar/features/lib';
import { paths, routes, titleKey, type RouteName } from '../config/routes';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { PageShown } from './page-shown';
import { RouteFallback } from './route-fallback';
import { useRouteName } from './route-handle';
import { TAB_ICONS } from './tab-icons';
import { LANGUAGE_SWITCH_ROUTES, languageSwitch } from './title-bar-language';
import './app-layout.css';

// The tab bar keeps the order of its icons (tab-icons.tsx), whatever order the route table has; the label key is
// the table's.
const tabLabels = new Map(routes.flatMap((r) => (r.tab ? [[r.name, r.tab] as const] : [])));
const tabs = (Object.keys(TAB_ICONS) as RouteName[]).filter((n) => tabLabels.has(n));

/** The app frame: a title bar with back on inner pages, the tab bar (the bag's with its line count) on tab pages. */
export function AppLayout() {
  const { t } = useTranslation();
  const name = useRouteName();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isTab = name !== undefined && tabs.includes(name);
  const bagCount = useBagCount();
  // The query's parameters too: a page may change its title without changing its path (/payment?…&paid=1).
  const params = (route: RouteName) => ({
    ...Object.fromEntries(new URLSearchParams(search)),
    ...matchPath(paths[route], pathname)?.params,
  });
  const title = name ? t(titleKey(name, params(name))) : t('appName');

  // docs/product.md#screens-and-routes: the page title is the translation of the route's title key.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={isTab ? 'bz-app bz-app--tabs' : 'bz-app'}>
      {!isTab && name && (
        <NavBar
          className="bz-app__nav"
          right={
            LANGUAGE_SWITCH_ROUTES.includes(name) && (
              <Suspense fallback={null}>
                <languageSwitch.Screen className="bz-app__language" />
              </Suspense>
            )
          }
          onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}
        >
          {title}
        </NavBar>
      )}
      <main className="bz-app__main">
        <Suspense fallback={<RouteFallback />}>
          <KeepAliveOutlet />
          <PageShown />
        </Suspense>
      </main>
      {isTab && tabs.length > 1 && (
        <TabBar
          className="bz-app__tabs"
          activeKey={name}
          onChange={(key) => navigate(paths[key as RouteName])}
          safeArea
        >
          {tabs.map((tab) => (
            <TabBar.Item
              key={tab}
              icon={TAB_ICONS[tab]}
              title={t(tabLabels.get(tab)!)}
              badge={tab === 'bag' && bagCount > 0 ? bagCount : undefined}
              aria-current={pathname === paths[tab]}
            />
          ))}
        </TabBar>
      )}
    </div>
  );
}
