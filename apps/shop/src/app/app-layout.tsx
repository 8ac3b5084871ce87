import { Suspense, useEffect } from 'react';
import { NavBar, TabBar } from 'antd-mobile';
import { AppOutline, CompassOutline, ShopbagOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, titleKey, type RouteName } from '../config/paths';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { PageShown } from './page-shown';
import { RouteFallback } from './route-fallback';
import { useRouteName } from './route-handle';
import { builtRoutes } from './routes';
import './app-layout.css';

const TAB_ICONS: Partial<Record<RouteName, React.ReactNode>> = {
  home: <AppOutline />,
  shopStreet: <UnorderedListOutline />,
  explore: <CompassOutline />,
  bag: <ShopbagOutline />,
  filter: <UserOutline />,
};
// The tab bar keeps the order above, whatever order the routes were built in.
const tabs = (Object.keys(TAB_ICONS) as RouteName[]).filter((n) => builtRoutes.some((r) => r.name === n && r.tab));

/** The app frame: a title bar with back on inner pages, the tab bar on tab pages. */
export function AppLayout() {
  const { t } = useTranslation();
  const name = useRouteName();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isTab = name !== undefined && tabs.includes(name);
  const title = name ? t(titleKey(name)) : t('appName');

  // Product-spec §2: the page title is the translation of the route's title key.
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={isTab ? 'bz-app bz-app--tabs' : 'bz-app'}>
      {!isTab && name && (
        <NavBar
          className="bz-app__nav"
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
              title={t(`tab.${tab}`)}
              aria-current={pathname === paths[tab]}
            />
          ))}
        </TabBar>
      )}
    </div>
  );
}
