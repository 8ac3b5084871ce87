import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { enableAntdMobileOnReact19 } from '@bazaar/design-system';
// Bazaar's styles first (the components', then the screens'), then Acme's brand over them.
import '@bazaar/design-system/style.css';
import '@bazaar/features/style.css';
import './brand/acme.css';
import { App } from './app';
import { ready } from './i18n';

// antd-mobile's toasts and dialogs render with React 19.
enableAntdMobileOnReact19();

const root = createRoot(document.getElementById('root')!);
// The first render waits for the shopper's language, so no key shows untranslated; a failed download still renders.
void ready.finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
