import { lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './app-layout';
import { RouteGuard } from './route-guard';
import { builtRoutes } from './routes';

// Loaded when an unknown path is opened: its ErrorBlock artwork is no part of a normal first paint.
const NotFound = lazy(() => import('./not-found').then((m) => ({ default: m.NotFound })));

// The declarative router (BrowserRouter + Routes): the data router's loaders and actions, which the
// shop does not use, cost about 17 KB gzip of initial JavaScript. The layout finds the page's name
// with matchRoutes (route-handle.ts).
let navigateOutside: NavigateFunction | undefined;

/** Navigation from outside the React tree (the API client's 401 handler). */
export const router = {
  navigate: (to: string) => navigateOutside?.(to),
};

function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateOutside = navigate;
    return () => {
      navigateOutside = undefined;
    };
  }, [navigate]);
  return null;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigateBridge />
      <Routes>
        {/* The root redirects before the guard runs: / itself is not a public path (product-spec §2, §6). */}
        <Route path="/" element={<Navigate to={paths.home} replace />} />
        <Route
          element={
            <RouteGuard>
              <AppLayout />
            </RouteGuard>
          }
        >
          {builtRoutes.map(({ name, Component }) => (
            <Route key={name} path={paths[name]} element={<Component />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
