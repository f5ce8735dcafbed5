import { createContext, useContext } from 'react';

/** The parameters of the shell page being shown, as the shell matched them ('/preview/:id' → { id }). */
export const RouteParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

/**
 * The current route's parameters. The shell matches its pages itself (one shell for all of them), so a screen
 * reads its parameters here rather than from useParams.
 */
export function useRouteParams(): Readonly<Record<string, string | undefined>> {
  return useContext(RouteParamsContext);
}
