import { writeFileSync } from 'node:fs';
import { publishedPackageBuild } from '../../tsup.config.base.ts';
import packageJson from './package.json' with { type: 'json' };
import { buildOpenApiDocument } from './src/openapi/openApiDocument.ts';

// The sandbox and the React hooks are entries of their own, so apps that never mock the API never bundle
// MSW, and the main entry stays free of React. The OpenAPI document is written next to the code.
export default publishedPackageBuild({
  entry: {
    index: 'src/index.ts',
    lazy: 'src/lazy.ts',
    'money/index': 'src/money/index.ts',
    'react/index': 'src/react/index.ts',
    'sandbox/index': 'src/sandbox/index.ts',
    'sandbox/lazySandboxApi': 'src/sandbox/lazySandboxApi.ts',
    'sandbox/node': 'src/sandbox/node.ts',
    'sandbox/cli': 'src/sandbox/cli.ts',
  },
  splitting: true,
  onSuccess: () => {
    writeFileSync('dist/openapi.json', `${JSON.stringify(buildOpenApiDocument(packageJson.version), null, 2)}\n`);
    return Promise.resolve();
  },
});
