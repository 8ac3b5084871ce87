import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@bazaar/design-system/style.css';
import { OfflineBanner } from '@bazaar/features/lib';
import { i18nReady } from './app/i18n';
import { trackNavigations } from './app/progress';
import { Providers } from './app/providers';
import { QuickLoginGate } from './app/quick-login-gate';
import { registerServiceWorker } from './app/register-service-worker';
import { preloadRoute } from './app/route-handle';
import { AppRouter } from './app/router';
import { UpdatePrompt } from './app/update-prompt';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <OfflineBanner />
        <QuickLoginGate>
          <AppRouter />
        </QuickLoginGate>
        <UpdatePrompt />
      </Providers>
    </StrictMode>,
  );
}

// The first render waits for the shopper's language (one small chunk), so no key ever shows
// untranslated; a failed download still renders rather than leaving a blank page. The page's
// screen downloads meanwhile.
preloadRoute(window.location.pathname);
trackNavigations();
void i18nReady.then(render, render);
// Installable and offline (README): its code is a chunk of its own, and registers once the page has loaded.
registerServiceWorker();
