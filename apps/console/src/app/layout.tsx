import { Suspense } from 'react';
import { NavBar, SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useMatches, useNavigate } from 'react-router-dom';
import { useAdmin } from '@bazaar/features/lib';
import { parentOf, paths, titleKey, type RouteName } from '../config/routes';
import { decide } from './guard';
import './layout.css';

/** Guard, then a NavBar with the screen's title (and back, off the dashboard), then the screen. */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const admin = useAdmin();
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as { name?: RouteName } | undefined)?.name ?? 'dashboard';
  const decision = decide(route, admin?.role);
  if (decision.kind === 'redirect') return <Navigate to={paths[decision.to]} replace />;
  const top = route === 'dashboard' || route === 'login';
  return (
    <div className="console-layout">
      <NavBar className="console-layout__bar" back={top ? null : ''} onBack={() => navigate(paths[parentOf(route)])}>
        {t(titleKey(route))}
      </NavBar>
      <main className="console-layout__main">
        <Suspense fallback={<SpinLoading className="console-layout__spin" />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
