import { describe, expect, it } from 'vitest';
import { toCssVariables, toVariableReferences } from './cssVariables';
import { skinNames, skins } from './skins';

describe('toCssVariables', () => {
  it('emits one custom property per colour token, named by its path', () => {
    const vars = toCssVariables(skins.light);
    expect(vars['--painel-color-bg-canvas']).toBe(skins.light.bg.canvas);
    expect(vars['--painel-color-primary-hover']).toBe(skins.light.primary.hover);
    expect(vars['--painel-color-focus']).toBe(skins.light.focus);
  });

  it('gives every skin the same set of properties', () => {
    const names = skinNames.map((skin) => Object.keys(toCssVariables(skins[skin])).sort());
    for (const list of names) expect(list).toEqual(names[0]);
  });
});

describe('toVariableReferences', () => {
  it('points each token at the custom property that toCssVariables defines', () => {
    const refs = toVariableReferences(skins.dark);
    expect(refs.text.onPrimary).toBe('var(--painel-color-text-onPrimary)');
    expect(Object.keys(toCssVariables(skins.dark))).toContain('--painel-color-text-onPrimary');
  });
});
