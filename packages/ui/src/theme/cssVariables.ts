const PREFIX = '--painel';

type TokenTree = { readonly [key: string]: string | TokenTree };

function walk(tree: TokenTree, path: string[], visit: (path: string[], value: string) => void): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') visit([...path, key], value);
    else walk(value, [...path, key], visit);
  }
}

export function variableName(path: readonly string[]): string {
  return `${PREFIX}-${path.join('-')}`;
}

/** The custom-property declarations of a token tree: `{ '--painel-color-bg-canvas': '#f4f5fa', … }`. */
export function toCssVariables(tree: object): Record<string, string> {
  const declarations: Record<string, string> = {};
  walk(tree as TokenTree, [], (path, value) => {
    declarations[variableName(path)] = value;
  });
  return declarations;
}

export type VariableReferences<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : VariableReferences<T[K]>;
};

/**
 * The same shape as the tokens, every leaf replaced by `var(--painel-…)`. Components style against
 * these references, so a skin or brand switch changes attributes on the provider, not the React tree.
 */
export function toVariableReferences<T extends object>(tree: T, path: string[] = []): VariableReferences<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? `var(${variableName([...path, key])})`
        : toVariableReferences(value as object, [...path, key]),
    ]),
  ) as VariableReferences<T>;
}
