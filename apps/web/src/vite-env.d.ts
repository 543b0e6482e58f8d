/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin; empty (the default) means same origin, `/api` on this host. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Where the label scanner's worker, WebAssembly core and model are served (vite/ocr-assets.ts). */
declare module 'virtual:ocr-assets' {
  export const OCR_WORKER_PATH: string;
  export const OCR_CORE_PATH: string;
  export const OCR_LANG_PATH: string;
}

/** tesseract.js's ES module build (label scanning): the package's own API, default-exported. */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  const Tesseract: typeof import('tesseract.js');
  export default Tesseract;
}
