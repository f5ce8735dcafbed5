import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { localServer, workspaceSourceResolution } from '../../vite.config.base.ts';
import { cspMetaTag } from './cspMetaTag.ts';
import { firstVisitChunk } from './firstVisitChunk.ts';

export default defineConfig(({ mode }) => ({
  ...workspaceSourceResolution,
  plugins: [react(), firstVisitChunk(), cspMetaTag(loadEnv(mode, process.cwd(), 'VITE_'))],
  server: localServer(),
  preview: localServer(),
  build: {
    sourcemap: true,
    // Every browser the build targets preloads modules, or loads them a moment later without: the
    // polyfill is not worth its 0.4 KiB on the login page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @painel/portal-features exports every screen for hosts that compose their own routes, and also
      // loads each lazily in its route table: the unused static exports are dropped, so the lazy chunks
      // do split (`pnpm size` lists them), and this warning about each screen is noise.
      checks: { ineffectiveDynamicImport: false },
    },
  },
}));
