import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { localServer, workspaceSourceResolution } from '../../vite.config.base.ts';
import { cspMetaTag } from './cspMetaTag.ts';
import { sandboxWorkerFile } from './sandboxWorkerFile.ts';
import { readPortalConfig } from './src/config.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
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
