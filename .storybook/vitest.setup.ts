import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { inject } from 'vitest';
import * as previewAnnotations from './preview';

// Each story-test project renders every story in its own skin (vitest.config.ts provides it). Set at
// run time, per project: a build-time define would be shared by the projects' common Vite server.
setProjectAnnotations([a11yAnnotations, previewAnnotations, { initialGlobals: { theme: inject('painelSkin') } }]);
