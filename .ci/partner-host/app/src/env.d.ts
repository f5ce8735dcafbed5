interface ImportMetaEnv {
  readonly VITE_PAINEL_API?: string;
  readonly VITE_WITHOUT_PORTAL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
