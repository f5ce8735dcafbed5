import { accessEndpoints } from './accessEndpoints';
import { accountEndpoints } from './account';
import { adjustmentEndpoints } from './adjustmentEndpoints';
import { retentionEndpoints } from './retentionEndpoints';
import { authEndpoints } from './auth';
import { checkoutEndpoints } from './checkoutEndpoints';
import { companyEndpoints } from './company';
import { disputeEndpoints } from './disputeEndpoints';
import { establishmentEndpoints } from './establishmentEndpoints';
import { moneyEndpoints } from './money';
import { passwordResetEndpoints } from './passwordReset';
import { paymentLinkEndpoints } from './paymentLinkEndpoints';
import { receivableEndpoints } from './receivableEndpoints';
import { recurrenceEndpoints } from './recurrenceEndpoints';
import { sandboxEndpoints } from './sandbox';
import { systemEndpoints } from './systemEndpoints';
import type { EndpointDefinition } from './types';
import { verificationEndpoints } from './verification';

/**
 * The endpoint table: every call of the API named once, by group. The client functions, the SWR keys,
 * the sandbox's routes and the OpenAPI document are all derived from it.
 */
export const endpoints = {
  ...authEndpoints,
  ...passwordResetEndpoints,
  ...companyEndpoints,
  ...accountEndpoints,
  ...verificationEndpoints,
  ...moneyEndpoints,
  ...receivableEndpoints,
  ...disputeEndpoints,
  ...adjustmentEndpoints,
  ...retentionEndpoints,
  ...paymentLinkEndpoints,
  ...checkoutEndpoints,
  ...recurrenceEndpoints,
  ...establishmentEndpoints,
  ...accessEndpoints,
  ...systemEndpoints,
  ...sandboxEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
