import {
  AppOutline,
  LeftOutline,
  PayCircleOutline,
  SearchOutline,
  ShopbagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useBagCount, writeLang } from '@bazaar/features/lib';
import logo from './brand/logo.svg';
import { paths } from './paths';
import './layout.css';

const TABS = [
  { key: 'home', path: paths.home, icon: <AppOutline /> },
  { key: 'search', path: paths.search, icon: <SearchOutline /> },
  { key: 'bag', path: paths.bag, icon: <ShopbagOutline /> },
  { key: 'orders', path: paths.orders, icon: <UnorderedListOutline /> },
  { key: 'wallet', path: paths.wallet, icon: <PayCircleOutline /> },
] as const;

/** Acme's frame: its logo and a language switch on top, back on inner pages, its tab bar on the tab pages. */
export function AcmeLayout() {
  const { t, i18n } = useTranslation('acme');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const bagCount = useBagCount();
  const isTab = TABS.some((tab) => tab.path === pathname);
  const switchLanguage = () => {
    const next = i18n.language === 'th' ? 'en' : 'th';
    writeLang(next);
    void i18n.changeLanguage(next);
  };

  return (
    <div className={isTab ? 'acme-app acme-app--tabs' : 'acme-app'}>
      <header className="acme-app__header">
        {!isTab && (
          <button
            type="button"
            className="acme-app__back"
            aria-label={t('back')}
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home))}
          >
            <LeftOutline />
          </button>
        )}
        <Link to={paths.home} className="acme-app__brand" aria-label={t('home')}>
          <img src={logo} alt="" width={28} height={28} />
          <span>{t('common:appName')}</span>
        </Link>
        <button type="button" className="acme-app__language" onClick={switchLanguage}>
          {t('language')}
        </button>
      </header>
      <main className="acme-app__main">
        <Outlet />
      </main>
      {isTab && (
        <nav className="acme-app__tabs" aria-label={t('tabs')}>
          {TABS.map((tab) => (
            <NavLink key={tab.key} to={tab.path} end className="acme-app__tab">
              {tab.icon}
              <span>{t(`tab.${tab.key}`)}</span>
              {tab.key === 'bag' && bagCount > 0 && <span className="acme-app__badge">{bagCount}</span>}
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}
