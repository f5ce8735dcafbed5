import { describe, expect, it } from 'vitest';
import { UI_CONTRAST } from '../../theme/brand';
import { contrastRatio } from '../../theme/contrast';
import { isDarkContent, skinNames, skins } from '../../theme/skins';
import { chartPalettes, chartVariables } from './chartColors';

describe('chart colours', () => {
  it.each(skinNames)('keep 3:1 against the surface and the canvas in the %s skin', (skin) => {
    const { bg } = skins[skin].color;
    for (const colour of chartPalettes[isDarkContent(skin) ? 'dark' : 'light']) {
      expect(contrastRatio(colour, bg.surface), colour).toBeGreaterThanOrEqual(UI_CONTRAST);
      expect(contrastRatio(colour, bg.canvas), colour).toBeGreaterThanOrEqual(UI_CONTRAST);
    }
  });

  it('are custom properties the bars refer to', () => {
    expect(chartVariables(true)['--painel-chart-series-2']).toBe('#4fd1c5');
    expect(Object.keys(chartVariables(false))).toHaveLength(5);
  });
});
