import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * Inside the workspace, `@painel/*` imports resolve to the packages' TypeScript sources
 * (the `@painel/source` export condition), so the portal, Storybook and Vitest run without
 * a package build first. Published consumers never set this condition and get `dist`.
 */
export const workspaceSourceResolution = {
  resolve: { conditions: ['@painel/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@painel/source', ...defaultServerConditions] } },
} satisfies UserConfig;

/** Dev server and preview listen on 127.0.0.1 and honour PORT (default 5173). */
export function localServer(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 5173);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`[@painel/portal] PORT must be a TCP port number, got "${env.PORT}"`);
  }
  return { host: '127.0.0.1', port, strictPort: true } as const;
}
