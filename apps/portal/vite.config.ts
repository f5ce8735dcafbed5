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
      // No preload helper on the first visit (1.1 KiB): a lazy page's shared chunks are found when its own
      // chunk arrives, one round trip later, instead of being announced by the page that imports it.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // What the entry needs before it can render is one file, however many modules the packages split
          // it into (a rule on the module graph, not on file names): fewer requests and one gzip window.
          codeSplitting: { groups: [{ name: 'portal', tags: ['$initial'] }] },
        },
      },
    },
  };
});
