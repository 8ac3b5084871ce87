import { useEffect, useState, type ReactNode } from 'react';
import { sessionStore, storeQuickToken, useApi } from '@bazaar/features/lib';
import { quickLoginFromAddress } from './quick-login';

// The exchange runs once per page load (StrictMode mounts twice; the token is one-time).
let started: Promise<string | null> | undefined;

/** Holds the app (and its router) back while a quick-login link is exchanged, then opens its target. */
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
    void started.then((to) => {
      // The router is not mounted yet: it starts on the address this leaves.
      if (to) window.history.replaceState(null, '', to);
      setReady(true);
    });
  }, [ready, api]);

  return ready ? children : null;
}
