// The front-end baseline: the smallest React + ReactDOM page, built with the shop's Vite config.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
