import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { workspaceSourceResolution } from '../vite.config.base.ts';

const config: StorybookConfig = {
  stories: [
    './docs/*.mdx',
    './stories/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker lives with the portal, which serves it in sandbox mode only.
  staticDirs: ['../apps/portal/sandbox-worker'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, workspaceSourceResolution),
};

export default config;
