export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { skinNames, skins } from './skins';
export type { SkinName, SemanticColors } from './skins';
export { theme } from './theme';
export type { PainelTheme } from './theme';
export { toCssVariables, toVariableReferences } from './cssVariables';
