// The three builds the e2e suite serves (playwright.config.ts): the sandbox in the browser (dist/), the API build
// talking to the suite's HTTP sandbox (dist-api/) and `pnpm start`'s same-origin build (dist-shared/).
import { buildOrReuse } from './buildInto.mjs';
import { apiBuild, e2eSandboxUrl, sameOriginBuild, sandboxBuild } from './portalBuilds.ts';

buildOrReuse('sandbox', sandboxBuild, 'dist');
buildOrReuse('api', apiBuild(e2eSandboxUrl), 'dist-api');
buildOrReuse('same-origin', sameOriginBuild, 'dist-shared');
