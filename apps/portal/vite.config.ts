import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { localServer, workspaceSourceResolution } from '../../vite.config.base.ts';
import { cspMetaTag } from './cspMetaTag.ts';
import { sandboxWorkerFile } from './sandboxWorkerFile.ts';
import { deploymentError, deploymentProblems, readPortalConfig } from './src/config.ts';

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A deployment that forgot a key fails here rather than sending fake tokens to the real API.
  const problems = command === 'build' ? deploymentProblems(env) : [];
  if (problems.length > 0) throw new Error(deploymentError(problems));
  return {
    ...workspaceSourceResolution,
    plugins: [react(), cspMetaTag(env), sandboxWorkerFile(readPortalConfig(env).sandbox)],
    server: localServer(),
    preview: localServer(),
    build: {
      sourcemap: true,
      // Every browser the build targets preloads modules, or loads them a moment later without: the
      // polyfill is not worth its 0.4 KiB on the login page.
      modulePreload: { polyfill: false },
    },
  };
});
