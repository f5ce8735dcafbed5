import type { SemanticColors } from './skins';

const PREFIX = '--painel-color';

type Leaf = string;
type TokenTree = { [key: string]: Leaf | TokenTree };

function walk(tree: TokenTree, path: string[], visit: (path: string[], value: Leaf) => void): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') visit([...path, key], value);
    else walk(value, [...path, key], visit);
  }
}

function variableName(path: string[]): string {
  return `${PREFIX}-${path.join('-')}`;
}

/** The custom-property declarations of one skin: `{ '--painel-color-bg-canvas': '#f4f5fa', … }`. */
export function toCssVariables(colors: SemanticColors): Record<string, string> {
  const declarations: Record<string, string> = {};
  walk(colors as unknown as TokenTree, [], (path, value) => {
    declarations[variableName(path)] = value;
  });
  return declarations;
}

type VariableReferences<T> = { [K in keyof T]: T[K] extends string ? string : VariableReferences<T[K]> };

/**
 * The same shape as the colours, with every leaf replaced by `var(--painel-color-…)`.
 * Components style against these references, so a skin switch is an attribute change
 * on the provider, not a React re-render of every component.
 */
export function toVariableReferences(colors: SemanticColors): VariableReferences<SemanticColors> {
  const build = (tree: TokenTree, path: string[]): TokenTree =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [
        key,
        typeof value === 'string' ? `var(${variableName([...path, key])})` : build(value, [...path, key]),
      ]),
    );
  return build(colors as unknown as TokenTree, []) as unknown as VariableReferences<SemanticColors>;
}
