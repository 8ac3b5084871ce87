import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { ConsoleLayout } from './layout';
import { builtRoutes } from './routes';

export const router = createBrowserRouter(
  [
    {
      element: <ConsoleLayout />,
      children: [
        ...builtRoutes.map(({ name, Component }) => ({
          path: paths[name],
          handle: { name },
          element: <Component />,
        })),
        { path: '*', element: <Navigate to={paths.dashboard} replace /> },
      ],
    },
  ],
  { basename: '/console' },
);
