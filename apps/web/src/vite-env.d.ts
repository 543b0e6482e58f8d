/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty (the default) means same origin, `/api` on this host. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
