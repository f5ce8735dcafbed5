import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which source modules each emitted file holds (beside Vite's manifest). */
export const MODULE_MAP_FILE = '.vite/modules.json';
/** The same for the checkout's own page, a second build into the same folder. */
export const CHECKOUT_MODULE_MAP_FILE = '.vite/checkout-modules.json';
/** Emitted file → the modules in it, as paths from the repository's root (packages, node_modules). */
export type ModuleMap = Record<string, string[]>;

const repositoryRoot = join(import.meta.dirname, '../..');

/**
 * The sandbox's modules: the API client's sandbox folder (its in-page and HTTP fake of the API, the seeds) and
 * the mock library beneath it. Decided from the bundler's module ids, not from the text of the output.
 */
export function isSandboxModule(id: string): boolean {
  const path = id.replace(/\\/g, '/');
  return (
    /\/api-client\/(?:src|dist)\/sandbox\//.test(path) ||
    /\/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:msw|@mswjs\/[^/]+)\//.test(path)
  );
}

export function sandboxModulesIn(map: ModuleMap): { file: string; module: string }[] {
  return Object.entries(map).flatMap(([file, modules]) =>
    modules.filter(isSandboxModule).map((module) => ({ file, module })),
  );
}

/**
 * Writes the module map of every build, and fails a build for a real API that holds any sandbox module: such a
 * build's screens must never be one shared chunk away from MSW (they were, at 185 KiB gzipped).
 */
export function moduleMapFile({
  forbidSandbox,
  fileName = MODULE_MAP_FILE,
}: {
  forbidSandbox: boolean;
  fileName?: string;
}): Plugin {
  return {
    name: 'painel:module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: ModuleMap = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds.map((id) =>
          relative(repositoryRoot, id.replace(/\0/g, '')).replace(/\\/g, '/'),
        );
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(map, null, 1)}\n` });
      const found = forbidSandbox ? sandboxModulesIn(map) : [];
      if (found.length > 0)
        this.error(
          `A build for a real API holds sandbox code:\n${found
            .slice(0, 10)
            .map(({ file, module }) => `  ${file}: ${module}`)
            .join('\n')}`,
        );
    },
  };
}
