import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { localServer, workspaceSourceResolution } from '../../vite.config.base.ts';
import { isSandboxModule, moduleMapFile } from './buildModules.ts';
import { checkoutPage } from './checkoutPage.ts';
import { cspMetaTag } from './cspMetaTag.ts';
import { faviconFile } from './faviconFile.ts';
import { firstVisitCodeSplitting } from './firstVisitChunks.ts';
import { routerTreeShaking } from './routerTreeShaking.ts';
import { sandboxWorkerFile } from './sandboxWorkerFile.ts';
import { deploymentError, deploymentProblems, readPortalConfig } from './src/config.ts';

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A deployment that forgot a key fails here rather than sending fake tokens to the real API.
  const problems = command === 'build' ? deploymentProblems(env) : [];
  if (problems.length > 0) throw new Error(deploymentError(problems));
  const { sandbox } = readPortalConfig(env);
  return {
    ...workspaceSourceResolution,
    plugins: [
      react(),
      routerTreeShaking(),
      cspMetaTag(env),
      sandboxWorkerFile(sandbox),
      moduleMapFile({ forbidSandbox: !sandbox }),
      checkoutPage(env),
      faviconFile(env),
    ],
    server: localServer(),
    preview: localServer(),
    build: {
      sourcemap: true,
      // Only the entry's own imports are preloaded, from index.html. Lazy chunks get no preload helper
      // (1.1 KiB on the first visit): a lazy page's shared chunks are found when its own chunk arrives.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
      },
      rolldownOptions: {
        output: { codeSplitting: firstVisitCodeSplitting({ isSandboxModule, sandboxGroups: sandbox }) },
      },
    },
  };
});
