import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { inject } from 'vitest';
import * as previewAnnotations from './preview';
import { skinSweep } from './skinSweep';

// Each story plays in one skin (vitest.config.ts provides it, light by default), then its final state is checked
// with axe in the other skins too (skinSweep). Set at run time: a build-time define would be shared by the
// projects' common Vite server.
setProjectAnnotations([
  a11yAnnotations,
  previewAnnotations,
  { initialGlobals: { theme: inject('painelSkin') } },
  skinSweep(inject('painelSweptSkins')),
]);

// A story waits for what a person would see, for as long as a busy machine needs: the first visit to a
// lazy screen compiles it and its imports in the dev server, which on two shared cores can take twenty seconds
// and more (seen: the app shell's first load after a sign-up), not the default 1 s.
configure({ asyncUtilTimeout: 60_000 });
