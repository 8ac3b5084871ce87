import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/pages';
import { routes } from '../config/routes';
import { ConsoleLayout } from './layout';

export const router = createBrowserRouter(
  [
    {
      element: <ConsoleLayout />,
      children: [
        // Each screen is loaded on demand (its own chunk).
        ...routes.map(({ name, path, screen }) => {
          const Component = lazy<ComponentType>(screen);
          return { path, handle: { name }, element: <Component /> };
        }),
        { path: '*', element: <Navigate to={paths.dashboard} replace /> },
      ],
    },
  ],
  { basename: '/console' },
);
