import type { BrandColors } from './brand';
import type { SkinName } from './skins';

// Painel's own brand, derived once per skin ahead of time: the page starts without colour maths (the
// derivation mixes through CIE LAB, about 40 ms of a throttled phone's first page). A test derives them
// again and compares, so this table cannot drift from brand.ts or skins.ts.
export const defaultBrandColors: Record<SkinName, BrandColors> = {
  light: {
    primary: {
      default: '#5a4bd6',
      hover: '#5042ba',
      pressed: '#473a9e',
      on: '#ffffff',
      subtle: '#ede8fb',
      text: '#5a4bd6',
    },
    secondary: {
      default: '#6d6b77',
      hover: '#5f5e68',
      pressed: '#525159',
      on: '#ffffff',
      subtle: '#ececee',
      text: '#6b6974',
    },
    focus: '#5a4bd6',
  },
  bordered: {
    primary: {
      default: '#5a4bd6',
      hover: '#5042ba',
      pressed: '#473a9e',
      on: '#ffffff',
      subtle: '#ede8fb',
      text: '#5a4bd6',
    },
    secondary: {
      default: '#6d6b77',
      hover: '#5f5e68',
      pressed: '#525159',
      on: '#ffffff',
      subtle: '#ececee',
      text: '#6b6974',
    },
    focus: '#5a4bd6',
  },
  dark: {
    primary: {
      default: '#5a4bd6',
      hover: '#5042ba',
      pressed: '#473a9e',
      on: '#ffffff',
      subtle: '#3b3969',
      text: '#b09eec',
    },
    secondary: {
      default: '#6d6b77',
      hover: '#5f5e68',
      pressed: '#525159',
      on: '#ffffff',
      subtle: '#3d4054',
      text: '#adacb3',
    },
    focus: '#816ddf',
  },
  'semi-dark': {
    primary: {
      default: '#5a4bd6',
      hover: '#5042ba',
      pressed: '#473a9e',
      on: '#ffffff',
      subtle: '#ede8fb',
      text: '#5a4bd6',
    },
    secondary: {
      default: '#6d6b77',
      hover: '#5f5e68',
      pressed: '#525159',
      on: '#ffffff',
      subtle: '#ececee',
      text: '#6b6974',
    },
    focus: '#5a4bd6',
  },
};
