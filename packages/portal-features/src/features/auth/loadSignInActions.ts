/** The submit-time module of the sign-in pages; fetched when a field first gets focus, so it is there by the submit. */
export const loadSignInActions = () => import('./signInActions');
