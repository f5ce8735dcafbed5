import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type Plugin, type PluginOption } from 'vite';
import { workspaceSourceResolution } from '../vite.config.base.ts';

/**
 * react-docgen reads every module for the props tables (in CI, 52 of the static build's 81 s, 1,396 modules): only
 * the design system's components have tables a partner reads, so only they are read. A screen's story args (its
 * address, its user) need none.
 */
const DOCGEN_PLUGIN = 'storybook:react-docgen-plugin';
const DOCUMENTED = /\/packages\/ui\/src\/components\/.+\.tsx$/;

function docgenOnlyForComponents(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.map((plugin) => {
    if (!plugin || typeof plugin !== 'object' || Array.isArray(plugin) || !('name' in plugin)) return plugin;
    const { name, transform } = plugin as Plugin;
    if (name !== DOCGEN_PLUGIN || typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      transform(this: unknown, code: string, id: string, ...rest: unknown[]) {
        return DOCUMENTED.test(id)
          ? (transform as (...args: unknown[]) => unknown).call(this, code, id, ...rest)
          : null;
      },
    } as Plugin;
  });
}

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
  viteFinal: (viteConfig) =>
    mergeConfig({ ...viteConfig, plugins: docgenOnlyForComponents(viteConfig.plugins) }, workspaceSourceResolution),
};

export default config;
