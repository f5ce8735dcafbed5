import type { SkinName } from '@painel/ui';

declare global {
  interface ImportMetaEnv {
    /** Skin the story tests render in (set per Vitest project). */
    readonly VITE_PAINEL_SKIN?: SkinName;
  }
}
