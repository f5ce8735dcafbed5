// Builds the portal for a real API: by default the sandbox served over HTTP by `pnpm sandbox`
// (SANDBOX_URL, http://127.0.0.1:4010), into dist-api/ (portalBuilds.ts says what the build sets).
import { buildOrReuse } from './buildInto.mjs';
import { apiBuild } from './portalBuilds.ts';

buildOrReuse('api', apiBuild(process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010'), 'dist-api');
