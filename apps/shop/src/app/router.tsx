import { lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { paths, routes } from '../config/routes';
import { AppLayout } from './app-layout';
import { RouteGuard } from './route-guard';
import { screens as loaders } from './route-handle';

// Loaded when an unknown path is opened: its ErrorBlock artwork is no part of a normal first paint.
const NotFound = lazy(() => import('./not-found').then((m) => ({ default: m.NotFound })));

// Each route's screen is downloaded when first opened (its own chunk), or earlier by preloadRoute.
const screens = routes.map(({ name, path }) => ({ name, path, Component: loaders.get(name)!.Screen }));

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
        {/* The root redirects before the guard runs: / itself is not a public path (docs/product.md#public-pages). */}
        <Route path="/" element={<Navigate to={paths.home} replace />} />
        <Route
          element={
            <RouteGuard>
              <AppLayout />
            </RouteGuard>
          }
        >
          {screens.map(({ name, path, Component }) => (
            <Route key={name} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
