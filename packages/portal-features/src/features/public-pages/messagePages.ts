// The small message pages (welcome, information, error, not found, not authorized) travel as one chunk: one lazy
// import instead of four keeps the first page's route map lighter, and each page is about 1 KiB.
export { ErrorScreen } from './ErrorScreen';
export { NotAuthorizedScreen } from './NotAuthorizedScreen';
export { NotFoundScreen } from './NotFoundScreen';
export { PublicInfoScreen } from './PublicInfoScreen';
export { WelcomeScreen } from './WelcomeScreen';
