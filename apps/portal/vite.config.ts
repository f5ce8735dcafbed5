import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localServer, workspaceSourceResolution } from '../../vite.config.base.ts';

export default defineConfig({
  ...workspaceSourceResolution,
  plugins: [react()],
  server: localServer(),
  preview: localServer(),
  build: { sourcemap: true },
});
