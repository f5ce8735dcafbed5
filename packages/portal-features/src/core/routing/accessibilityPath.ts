/** The accessibility statement's address (LBI 13.146/2015 art. 63), linked from the app shell's and the checkout's footers. */
export const ACCESSIBILITY_PATH = '/acessibilidade';
