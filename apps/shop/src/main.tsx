import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@bazaar/design-system/style.css';
import { Toast } from '@bazaar/design-system';
import { OfflineBanner, keepFirstPictures, sessionStore } from '@bazaar/features/lib';
import { paths } from './config/routes';
import { loginAtStart } from './app/guard';
import { i18n, i18nReady } from './app/i18n';
import { trackNavigations } from './app/progress';
import { Providers } from './app/providers';
import { QuickLoginGate } from './app/quick-login-gate';
import { registerServiceWorker } from './app/register-service-worker';
import { replayEarlyTap } from './app/replay-early-tap';
import { preloadRoute } from './app/route-handle';
import { AppRouter } from './app/router';
import { UpdatePrompt } from './app/update-prompt';

function render() {
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
void (prerendered ? Promise.all([i18nReady, screen]) : i18nReady).then(render, render);
// Installable and offline (docs/product.md#installable-and-offline): its code is a chunk of its own, and registers once the page has loaded.
registerServiceWorker();
// Toasts load at their first use (design-system Toast). Most answer a tap, so the first tap fetches
// them while its request is out, and no toast waits for a download; the first paint does not.
addEventListener('pointerdown', () => void Toast.preload(), { once: true, capture: true, passive: true });
