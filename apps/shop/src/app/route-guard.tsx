import { useEffect, useRef, type ReactNode } from 'react';
import { Toast } from '@bazaar/design-system';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BazaarClient } from '@bazaar/api-client';
import { safeRedirect, sessionStore, useApi, useLinks, useSession } from '@bazaar/features/lib';
import { decide } from './guard';
import { loadUserOrLogout, type LoadUserOutcome } from './load-user';
import { RouteFallback } from './route-fallback';

// One user-info fetch per token, however many renders (and StrictMode's double effects) ask for it.
let inFlight: { token: string; outcome: Promise<LoadUserOutcome> } | undefined;

function loadUser(api: BazaarClient, token: string): Promise<LoadUserOutcome> {
  if (inFlight?.token !== token) {
    const outcome = loadUserOrLogout({
      getUserInfo: () => api.user.getUserInfo(),
      logout: () => api.user.logout(),
      session: {
        hasToken: () => !!sessionStore.get().token,
        setUserInfo: sessionStore.setUserInfo,
        clear: sessionStore.clear,
      },
    });
    inFlight = { token, outcome };
  }
  return inFlight.outcome;
}

/** Applies the guard of docs/product.md#navigation-guard (decision table in app/guard.ts) to every navigation. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search, key } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const links = useLinks();
  const { t } = useTranslation();
  const { token, userInfo } = useSession();
  // A session that ends on this very page (sign-out, password change, 401, the chain below) is
  // followed by its own navigation; the guard must not get there first with "loginFirst".
  const signedInAt = useRef<string | undefined>(undefined);
  if (token) signedInAt.current = key;
  const leaving = !token && signedInAt.current === key;
  const decision = decide(pathname, { hasToken: !!token, hasUserInfo: !!userInfo });
  const toast = decision.kind === 'redirect' && !leaving ? decision.toast : undefined;

  useEffect(() => {
    if (toast) Toast.show({ content: t(toast) });
  }, [toast, pathname, t]);

  // Only unmounting cancels the outcome: the chain itself changes the session (and so the decision).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (decision.kind !== 'fetch-user' || !token) return;
    void loadUser(api, token).then((outcome) => {
      if (mounted.current && outcome.kind === 'redirect') navigate(outcome.to, { replace: true });
    });
  }, [decision.kind, token, api, navigate]);

  if (decision.kind === 'fetch-user' || leaving) return <RouteFallback />;
  if (decision.kind === 'redirect') {
    // The login page brings the shopper back here afterwards; a signed-in visit to /login honours its `path`.
    const to =
      decision.toast === 'loginFirst' ? links.login(pathname + search) : safeRedirect(params.get('path'), decision.to);
    return <Navigate to={to} replace />;
  }
  return children;
}
