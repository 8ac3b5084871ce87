import { StrictMode, startTransition } from 'react';
import type { createRoot as CreateRoot } from 'react-dom/client';
import { Toast } from '@bazaar/design-system';
import { OfflineBanner, keepFirstPictures, sessionStore, whenIdle } from '@bazaar/features/lib';
import { loadLaterScreens, paths } from '../config/routes';
import { loginAtStart } from './guard';
import { i18n, i18nReady } from './i18n';
import { trackNavigations } from './progress';
import { Providers } from './providers';
import { QuickLoginGate } from './quick-login-gate';
import { registerServiceWorker } from './register-service-worker';
import { replayEarlyTap } from './replay-early-tap';
import { preloadRoute } from './route-handle';
import { AppRouter } from './router';
import { UpdatePrompt } from './update-prompt';

/**
 * The app, started by the entry (src/main.tsx) in a task after the one that evaluated react-dom, with its
 * createRoot: the shopper's language and the page's screen are fetched, then React renders over the page.
 */
export function start(createRoot: typeof CreateRoot): void {
  // The first render waits for the shopper's language (one small chunk), so no key ever shows
  // untranslated; a failed download still renders rather than leaving a blank page. The page's
  // screen downloads meanwhile. A page the server sent prerendered (scripts/prerender.mjs) already
  // shows its frame: React replaces it only once the screen is here too, with the same markup.
  // A visitor opening a page that needs a sign-in starts on the login page, with the guard's toast:
  // the server sent its prerendered first paint, which the app's first render keeps.
  const { token, userInfo } = sessionStore.get();
  const login = loginAtStart(window.location.pathname, window.location.search, {
    hasToken: !!token,
    hasUserInfo: !!userInfo,
  });
  if (login) {
    window.history.replaceState(null, '', login);
    const toast = () => Toast.show({ content: i18n.t('loginFirst') });
    void i18nReady.then(toast, toast);
  }
  const screen = preloadRoute(login ? paths.login : window.location.pathname);
  const rootElement = document.getElementById('root')!;
  const prerendered = rootElement.hasChildNodes();
  // A button tapped on the prerendered page before the app was here is tapped again once it is.
  replayEarlyTap(rootElement);
  trackNavigations();
  const render = () => renderApp(createRoot, rootElement);
  void (prerendered ? Promise.all([i18nReady, screen]) : i18nReady).then(render, render);
  // Installable and offline (docs/product.md#installable-and-offline): its code is a chunk of its own, and
  // registers once the page is idle, after the first screen's work.
  whenIdle(registerServiceWorker);
  // Toasts load at their first use (design-system Toast). Most answer a tap, so the first tap fetches
  // them while its request is out, and no toast waits for a download; the first paint does not. The
  // same tap fetches the loaders of the pages not landed on (config/screens.tsx), as most taps go to one.
  const firstTap = () => {
    void Toast.preload();
    loadLaterScreens().catch(() => undefined);
  };
  addEventListener('pointerdown', firstTap, { once: true, capture: true, passive: true });
}

function renderApp(createRoot: typeof CreateRoot, rootElement: HTMLElement) {
  // A picture the server drew into a prerendered page is shown at once by the screen that replaces it.
  keepFirstPictures();
  const root = createRoot(rootElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <OfflineBanner />
          <QuickLoginGate>
            <AppRouter />
          </QuickLoginGate>
          <UpdatePrompt />
        </Providers>
      </StrictMode>,
    ),
  );
}
