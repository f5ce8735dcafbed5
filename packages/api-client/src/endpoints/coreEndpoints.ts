import { accountEndpoints } from './account';
import { adjustmentEndpoints } from './adjustmentEndpoints';
import { retentionEndpoints } from './retentionEndpoints';
import { authEndpoints } from './auth';
import { checkoutEndpoints } from './checkoutEndpoints';
import { companyEndpoints } from './company';
import { disputeEndpoints } from './disputeEndpoints';
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
 * The calls every screen may make: sign-in, the account, the money product, approvals and settings. The
 * client's own chunk carries these schemas; the back-office groups (index.ts) load with their screens.
 */
export const coreEndpoints = {
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
  ...systemEndpoints,
  ...sandboxEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

export type CoreEndpoints = typeof coreEndpoints;
