import type { Linter } from 'eslint';

/** The workspace's ESLint configuration (eslint.config.js), for the test that checks it. */
declare const config: Linter.Config[];
export default config;
