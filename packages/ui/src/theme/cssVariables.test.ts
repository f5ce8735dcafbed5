import { describe, expect, it } from 'vitest';
import { toCssVariables, toVariableReferences } from './cssVariables';
import { skinNames, skins } from './skins';
import { theme } from './theme';
import { baseTokens } from './tokens';

describe('toCssVariables', () => {
  it('emits one custom property per token, named by its path', () => {
    const vars = toCssVariables(skins.light);
    expect(vars['--painel-color-bg-canvas']).toBe(skins.light.color.bg.canvas);
    expect(vars['--painel-shadow-card']).toBe(skins.light.shadow.card);
    expect(toCssVariables(baseTokens)['--painel-space-md']).toBe('1rem');
  });

  it('gives every skin the same set of properties', () => {
    const names = skinNames.map((skin) => Object.keys(toCssVariables(skins[skin])).sort());
    for (const list of names) expect(list).toEqual(names[0]);
  });

  it('gives the bordered skin borders instead of shadows, and semi-dark a dark navigation on light content', () => {
    expect(skins.bordered.shadow.card).toBe('none');
    expect(skins.bordered.outline.card).toMatch(/^1px solid/);
    expect(skins['semi-dark'].color.bg.nav).toBe(skins.dark.color.bg.nav);
    expect(skins['semi-dark'].color.bg.surface).toBe(skins.light.color.bg.surface);
  });
});

describe('theme', () => {
  it('points each token at the custom property the provider defines', () => {
    expect(theme.color.text.muted).toBe('var(--painel-color-text-muted)');
    expect(theme.color.primary.on).toBe('var(--painel-color-primary-on)');
    expect(theme.space.md).toBe('var(--painel-space-md)');
    expect(toVariableReferences({ a: { b: 'x' } })).toEqual({ a: { b: 'var(--painel-a-b)' } });
  });

  it('keeps the layout breakpoint at 1200 px', () => {
    expect(theme.breakpoints.layout).toBe(1200);
    expect(theme.media.belowLayout).toBe('@media (max-width: 1200px)');
  });
});
