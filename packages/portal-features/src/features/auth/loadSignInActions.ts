import { preloadApiClient } from '@painel/api-client/lazy';

/**
 * The submit-time module of the sign-in pages; fetched when a field first gets focus, so it is there by the
 * submit. It needs the API client's code: both are asked for at once, so a slow network makes one round trip.
 */
export const loadSignInActions = () => {
  preloadApiClient();
  return import('./signInActions');
};
