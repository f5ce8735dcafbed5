import { DEFAULT_MASTER_TERMS_PAGE, type MasterTermsPage } from '../../core/options';
import type { ApiClient } from '@painel/api-client';
import { roleHome, type RoleHomeReading } from '../../core/policies/roleHome';
import type { StoredUser } from '../../core/session/storedUser';

type FlowApi = Pick<ApiClient, 'systemFunctions' | 'isSigned'>;

export const TWO_FACTOR_FUNCTION = 'two_factor_authentication';
/** Where the verification wizard lives (the spec gives it no route; the route table's /verify/documentary). */
export const VERIFICATION_PATH = '/verify/documentary';

/**
 * Spec 4.2: the code is asked when the system's two_factor_authentication function is on and the user
 * requires it. If the system list cannot be read, the code is asked all the same (fail closed).
 */
export async function isTwoFactorDue(api: FlowApi, userRequiresIt: boolean): Promise<boolean> {
  if (!userRequiresIt) return false;
  try {
    const functions = await api.systemFunctions();
    return functions.some((entry) => entry.function_name === TWO_FACTOR_FUNCTION && entry.status);
  } catch {
    return true;
  }
}

export interface DestinationInput {
  api: FlowApi;
  user: StoredUser;
  reading: RoleHomeReading;
  /** An internal path the visitor was going to before signing in (already checked by safeReturnPath). */
  returnPath?: string | null;
  /** Where a master user who has not accepted the platform terms goes (PortalOptions.masterTermsPage). */
  masterTermsPage?: MasterTermsPage;
}

/**
 * Where a signed-in user goes (spec 4.2, 4.4, 6): unsigned company terms first (the company
 * administrator signs them, everybody else sees the blocked notice; support users skip the check),
 * then a master user's platform terms, then the identity verification for a user not yet verified,
 * then the page they were going to, else the role home.
 * Rejects when the terms check fails, so the caller can say so and stay.
 */
export async function destinationAfterSignIn({
  api,
  user,
  reading,
  returnPath,
  masterTermsPage = DEFAULT_MASTER_TERMS_PAGE,
}: DestinationInput): Promise<string> {
  if (!user.isTheSupport) {
    const terms = await api.isSigned();
    if (!terms.isSigned) {
      const isAdministrator = terms.idrepresentative != null && String(terms.idrepresentative) === String(user.iduser);
      return isAdministrator ? '/signing-of-terms' : '/notice-of-terms';
    }
  }
  if (user.ismaster === 1 && !user.ismaster_accepted_platform_terms) return masterTermsPage;
  // The identity verification is mandatory (spec 1, 2.1): a user not yet verified starts there.
  if (user.verify_documents !== 1) return VERIFICATION_PATH;
  return returnPath ?? roleHome(user.role, reading);
}
