// The entry. The prerendered page already shows (scripts/prerender.mjs), so what matters is how long the main
// thread stays busy before a tap is answered: react-dom evaluates in this module's task, and the app
// (app/start.tsx, a chunk of its own that the page modulepreloads, so it downloads alongside) in a later task,
// two shorter tasks instead of one long one.
import { createRoot } from 'react-dom/client';
import '@bazaar/design-system/style.css';

setTimeout(() => void import('./app/start').then(({ start }) => start(createRoot)));
