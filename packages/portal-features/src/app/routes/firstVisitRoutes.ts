import { AUTH_ONLY, blank, SESSION } from './define';

// The routes matched before anything else loads (most first visits are to them); the rest of the table
// comes with the other pages' chunk.
/** Root: the role home for a signed-in user, /login for everyone else. */
export const homeRoute = blank('/', 'Início', SESSION, 'home');
export const loginRoute = blank('/login', 'Login', AUTH_ONLY, 'login');
