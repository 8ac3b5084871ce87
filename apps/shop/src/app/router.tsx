import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './app-layout';
import { RouteGuard } from './route-guard';
import { builtRoutes } from './routes';
import type { RouteHandle } from './route-handle';

// Loaded when an unknown path is opened: its ErrorBlock artwork is no part of a normal first paint.
const NotFound = lazy(() => import('./not-found').then((m) => ({ default: m.NotFound })));

export const router = createBrowserRouter([
  // The root redirects before the guard runs: / itself is not a public path (product-spec §2, §6).
  { path: '/', element: <Navigate to={paths.home} replace /> },
  {
    element: (
      <RouteGuard>
        <AppLayout />
      </RouteGuard>
    ),
    children: [
      ...builtRoutes.map(({ name, tab, Component }) => ({
        path: paths[name],
        handle: { name, tab } satisfies RouteHandle,
        element: <Component />,
      })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
