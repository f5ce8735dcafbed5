// Public API of @painel/portal-features: explicit named exports only.
export { WelcomeScreen } from './public-pages/WelcomeScreen';
export type { WelcomeScreenProps } from './public-pages/WelcomeScreen';
export { NotFoundScreen } from './public-pages/NotFoundScreen';
export type { NotFoundScreenProps } from './public-pages/NotFoundScreen';
export { publicPagesMessages } from './public-pages/messages';
export type { PublicPagesMessages } from './public-pages/messages';
export { createCan } from './access/ability';
export type { AbilityRule, Can } from './access/ability';
export { roleHome, DEFAULT_ROLE_HOME_READING } from './routes/roleHome';
export type { RoleHomeReading } from './routes/roleHome';
export { safeReturnPath } from './routes/safeReturnPath';
export { createSessionStore, STORED_USER_KEY } from './session/sessionStore';
export type { SessionStore } from './session/sessionStore';
export { storedUserSchema, toStoredUser } from './session/storedUser';
export type { StoredUser } from './session/storedUser';
