import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore, storeQuickToken, useApi } from '@bazaar/features/lib';
import { quickLoginFromAddress } from './quick-login';
import { router } from './router';

// The exchange runs once per page load (StrictMode mounts twice; the token is one-time).
let started: Promise<string | null> | undefined;

/** Holds the app back while a quick-login link is exchanged, then opens its target. */
export function QuickLoginGate({ children }: { children: ReactNode }) {
  const api = useApi();
  const [ready, setReady] = useState(() => !new URLSearchParams(window.location.search).has('token'));

  useEffect(() => {
    if (ready) return;
    started ??= quickLoginFromAddress(window.location.search, {
      quickLogin: api.user.quickLogin,
      storeQuickToken,
      signIn: sessionStore.signIn,
    });
    void started.then(async (to) => {
      if (to) await router.navigate(to, { replace: true });
      setReady(true);
    });
  }, [ready, api]);

  return ready ? children : null;
}
