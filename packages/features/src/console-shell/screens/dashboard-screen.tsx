import { lazy, Suspense } from 'react';
import { confirmDialog, useDeskWidth } from '@bazaar/design-system';
import { Button, Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApi } from '../../lib';
import { useDashboard } from '../api/use-dashboard';
import { useDashboardCharts } from '../api/use-dashboard-charts';
import { adminSession, useAdmin } from '../../lib/admin-session';
import '../../console-kit/components/console.css';
import './dashboard.css';

/** The console's screens a dashboard links to, by path; a merchant sees only its own. */
export interface ConsolePaths {
  recharges: string;
  withdrawals: string;
  orders: string;
  refunds: string;
  chat: string;
  users: string;
  applications: string;
  settings: string;
  auditLog: string;
  login: string;
  operators: string;
  settlement: string;
  ledger: string;
  shops: string;
  categories: string;
  products: string;
  account: string;
  content: string;
}

// The chart library is big: its own chunk, fetched only when the dashboard shows, after today's numbers.
const DashboardCharts = lazy(() => import('../components/dashboard-charts/dashboard-charts'));

type Tile = { key: string; label: string; value: string | number; to: string };

/** Today's figures and the queues waiting, each opening its queue; then the other screens. */
export function DashboardScreen({ paths }: { paths: ConsolePaths }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const api = useApi();
  const admin = useAdmin();
  const { data } = useDashboard();
  const { data: charts } = useDashboardCharts();
  // At a desk the side navigation lists the screens: the menu keeps only the sign-out (no second landmark).
  const desk = useDeskWidth();
  const Menu = desk ? 'div' : 'nav';
  const isAdmin = admin?.role === 'admin';

  const tiles: Tile[] = data
    ? [
        { key: 'todayOrders', label: t('dashboard.todayOrders'), value: data.today_orders, to: paths.orders },
        { key: 'todaySales', label: t('dashboard.todaySales'), value: data.today_sales, to: paths.orders },
        { key: 'ordersToShip', label: t('dashboard.ordersToShip'), value: data.orders_to_ship, to: paths.orders },
        {
          key: 'refundsToHandle',
          label: t('dashboard.refundsToHandle'),
          value: data.refunds_to_handle,
          to: paths.refunds,
        },
        ...(data.pending_recharges === null
          ? []
          : [
              {
                key: 'pendingRecharges',
                label: t('dashboard.pendingRecharges'),
                value: data.pending_recharges,
                to: paths.recharges,
              },
            ]),
        ...(data.pending_withdrawals === null
          ? []
          : [
              {
                key: 'pendingWithdrawals',
                label: t('dashboard.pendingWithdrawals'),
                value: data.pending_withdrawals,
                to: paths.withdrawals,
              },
            ]),
      ]
    : [];
  const screens = [
    ...(isAdmin ? (['recharges', 'withdrawals'] as const) : []),
    'orders',
    'refunds',
    'chat',
    'products',
    'shops',
    ...(isAdmin ? (['categories', 'content'] as const) : []),
    ...(isAdmin ? (['users', 'applications', 'settings', 'auditLog'] as const) : []),
    'settlement',
    'ledger',
    ...(isAdmin ? (['operators'] as const) : []),
    'account',
  ] as const;

  const signOut = async () => {
    if (!(await confirmDialog({ content: t('signOutConfirm'), confirmText: t('ok'), cancelText: t('cancel') }))) return;
    await api.admin.logout().catch(() => undefined);
    adminSession.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <div className="bz-console-dashboard">
      <p className="bz-console-dashboard__who">
        {admin?.username} · {admin?.role === 'merchant' ? t('role.merchant', { shop: admin.shop_id }) : t('role.admin')}
      </p>
      <Grid columns={2} gap={8} className="bz-console-dashboard__tiles">
        {tiles.map((tile) => (
          <Grid.Item key={tile.key}>
            <button type="button" className="bz-console-tile" onClick={() => navigate(tile.to)} data-testid={tile.key}>
              <span className="bz-console-tile__value">{tile.value}</span>
              <span className="bz-console-tile__label">{tile.label}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
      {charts && (
        <Suspense fallback={null}>
          <DashboardCharts charts={charts} />
        </Suspense>
      )}
      <Menu className="bz-console-dashboard__menu">
        {(desk ? [] : screens).map((name) => (
          <Button key={name} block fill="outline" onClick={() => navigate(paths[name])}>
            {t(`title.${name}`)}
          </Button>
        ))}
        <Button block color="danger" fill="none" onClick={() => void signOut()}>
          {t('signOut')}
        </Button>
      </Menu>
    </div>
  );
}
