import type { Linter } from 'eslint';

/** See eslint.architecture.js: the layer and cycle rules for a workspace root. */
export function architectureConfig(where: { root: string; project: string }): Linter.Config[];
