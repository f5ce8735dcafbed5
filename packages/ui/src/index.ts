// Public API of @painel/ui: explicit named exports only.
export { ThemeProvider, skinNames, skins, theme, toCssVariables, toVariableReferences } from './theme';
export type { ThemeProviderProps, SkinName, SemanticColors, PainelTheme } from './theme';
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
