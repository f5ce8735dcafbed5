import { LoginScreen } from '../features/auth/screens/LoginScreen';
import { HomeRedirect } from '../features/public-pages/HomeRedirect';

/** The login page and the root's redirect come with the first visit; the redirect is a few lines. */
export const firstVisitScreens = { home: HomeRedirect, login: LoginScreen } as const;

export type FirstVisitScreenName = keyof typeof firstVisitScreens;

export const isFirstVisitScreen = (screen: string): screen is FirstVisitScreenName => screen in firstVisitScreens;
