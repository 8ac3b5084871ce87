import { Suspense } from 'react';
import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { generatePath, Navigate, Outlet, useMatches, useNavigate } from 'react-router-dom';
import { useAdmin, useInboxUnread } from '@bazaar/features/lib';
import { ConsoleFrame } from '@bazaar/features/console-shell';
import { navEntryOf, navSections } from '../config/nav';
import { parentOf, paths, titleKey, type RouteName } from '../config/pages';
import { decide } from './guard';
import './layout.css';

/**
 * Guard, then the frame: the screen's title (and back, off the dashboard) over the screen, and at a desk
 * the side navigation of what the operator may open.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const admin = useAdmin();
  const unread = useInboxUnread(admin !== null);
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const route = (match?.handle as { name?: RouteName } | undefined)?.name ?? 'dashboard';
  const decision = decide(route, admin?.role);
  if (decision.kind === 'redirect') return <Navigate to={paths[decision.to]} replace />;
  const top = route === 'dashboard' || route === 'login';
  const entry = (name: RouteName) => ({
    name,
    path: paths[name],
    title: t(titleKey(name)),
    ...(name === 'chat' && { badge: unread, badgeLabel: t('inbox.newMessages', { count: unread }) }),
  });
  const nav = admin
    ? {
        home: entry('dashboard'),
        sections: navSections(admin.role).map((s) => ({ group: s.group, entries: s.entries.map(entry) })),
        current: navEntryOf(route),
      }
    : undefined;
  return (
    <ConsoleFrame
      title={t(titleKey(route))}
      // A parent with params (an item's session) takes them from this page's own: /flash/5/items/7 → /flash/5.
      onBack={top ? undefined : () => navigate(generatePath(paths[parentOf(route)], match?.params ?? {}))}
      nav={nav}
    >
      <Suspense fallback={<SpinLoading className="console-layout__spin" />}>
        <Outlet />
      </Suspense>
    </ConsoleFrame>
  );
}
