import { useEffect, type ReactNode } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenStore } from '@bazaar/features/lib';
import { decide } from './guard';

/** Applies the guard's decision (app/guard.ts) to every navigation. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // User info is loaded by the account feature; until then a token is enough.
  const decision = decide(pathname, { hasToken: !!tokenStore.get(), hasUserInfo: true });
  const toast = decision.kind === 'redirect' ? decision.toast : undefined;

  useEffect(() => {
    if (toast) Toast.show({ content: t(toast) });
  }, [toast, pathname, t]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}
