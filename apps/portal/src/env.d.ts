import type { PortalEnv } from './config';

declare global {
  // The portal's deployment settings (see config.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  interface ImportMetaEnv extends PortalEnv {}
}
