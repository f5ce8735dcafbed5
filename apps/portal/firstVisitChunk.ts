import type { Plugin } from 'vite';

/**
 * What every first visit runs, whatever the page: React, the router, styled-components, the theme,
 * the portal's provider, session, guard and route table, and the few design-system parts of the
 * sign-in pages. Lazy screens stay out (each keeps its own chunk).
 */
const firstVisitModules = [
  /\/node_modules\/\.pnpm\/(react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion\+[^/]+|shallowequal|colord|tslib)@/,
  /\/packages\/ui\/src\/(theme|styles|icons|messages\.ts|components\/(Button|Field|TextField|PasswordField|Spinner)\/|components\/Link\/(linkStyles|Link\.tsx|index)|components\/Toast\/(Toaster|toastStore))/,
  /\/packages\/portal-features\/src\/(portal\/(?!ApiHooksProvider|messages)|session\/(sessionStore|storedUser)\.|access\/ability|routes\/(routeTable|guard|RouteGuard|PortalRoutes|CurrentRoute|screens)\.|layout\/(BlankPage|PortalLink)\.|auth\/(screens\/(LoginScreen|AuthForm)|loginMessages|loadSignInActions|useLazyForm|useSignInCompletion)\.)/,
  /\/apps\/portal\/src\//,
];

/**
 * Rolldown gives every module shared by the entry and a lazy screen a small chunk of its own, so a
 * first visit downloaded some thirty files whose separate gzip streams cost ~5 KiB more than one.
 * This plugin groups what every first visit runs into one chunk.
 */
export function firstVisitChunk(): Plugin {
  return {
    name: 'painel:first-visit-chunk',
    apply: 'build',
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: 'first-visit',
              test: (id: string) => !id.includes('.test.') && firstVisitModules.some((pattern) => pattern.test(id)),
            },
          ],
        },
      };
    },
  };
}
