import type { RouteObject } from 'react-router-dom';

// Every screen is loaded on demand so the first page stays small.
export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('@painel/portal-features')).WelcomeScreen }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('@painel/portal-features')).NotFoundScreen }),
  },
];
