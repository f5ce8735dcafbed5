import { accessEndpoints } from './accessEndpoints';
import { coreEndpoints } from './coreEndpoints';
import { establishmentEndpoints } from './establishmentEndpoints';
import type { EndpointDefinition } from './types';

export { coreEndpoints } from './coreEndpoints';
export type { CoreEndpoints } from './coreEndpoints';

/**
 * The endpoint table: every call of the API named once, by group. The client functions, the SWR keys,
 * the sandbox's routes and the OpenAPI document are all derived from it. A back-office group is its own
 * table too (its client calls and keys import only it), so its schemas are fetched with its screens.
 */
export const endpoints = {
  ...coreEndpoints,
  ...establishmentEndpoints,
  ...accessEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
