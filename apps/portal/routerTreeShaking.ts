import type { Plugin } from 'vite';

/** The router's published build: the only files this plugin touches. */
export const routerBuildPattern =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-router[\\/]dist[\\/].+\.m?js$/;
const componentWrapper = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const displayNameWrite = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * React Router's build declares its components as `var Form = React.forwardRef(...)` followed by
 * `Form.displayName = "Form"`: statements a bundler must keep, since either could have effects. So every
 * page that uses the router carried its forms, fetchers, NavLink and prefetching (2.3 KiB gzipped on the
 * first visit) although the portal uses none of them. This marks those wrappers pure and drops the name
 * writes (only React's developer tools read them), after which unused components fall away.
 * `routerTreeShaking.test.ts` checks the installed router still has this shape, so an update that
 * changes it fails a test instead of quietly costing bytes.
 */
export function unusedRouterComponentsRemovable(code: string): string {
  return code.replace(displayNameWrite, '').replace(componentWrapper, '$1/* @__PURE__ */ $2');
}

export function routerTreeShaking(): Plugin {
  return {
    name: 'painel:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: routerBuildPattern },
      handler: (code) => ({ code: unusedRouterComponentsRemovable(code), map: null }),
    },
  };
}
