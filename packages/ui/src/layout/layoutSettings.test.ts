import { describe, expect, it } from 'vitest';
import { defaultLayoutSettings, parseLayoutSettings } from './layoutSettings';

describe('parseLayoutSettings', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(parseLayoutSettings(null)).toEqual(defaultLayoutSettings);
  });

  it('reads stored choices', () => {
    const stored = JSON.stringify({
      skin: 'semi-dark',
      transition: 'zoomIn',
      navbarType: 'hidden',
      footerType: 'sticky',
      menuCollapsed: true,
      menuLayout: 'vertical',
    });
    expect(parseLayoutSettings(stored)).toEqual({
      skin: 'semi-dark',
      transition: 'zoomIn',
      navbarType: 'hidden',
      footerType: 'sticky',
      menuCollapsed: true,
      menuLayout: 'vertical',
    });
  });

  it('replaces unknown values field by field and survives malformed JSON', () => {
    expect(parseLayoutSettings(JSON.stringify({ skin: 'purple', transition: 'zoomIn', menuCollapsed: 'yes' }))).toEqual(
      {
        ...defaultLayoutSettings,
        transition: 'zoomIn',
      },
    );
    expect(parseLayoutSettings('{"skin": "dark"')).toEqual(defaultLayoutSettings);
    expect(parseLayoutSettings('[1,2]')).toEqual(defaultLayoutSettings);
  });
});
