import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Label scanning reads the photo in the browser with tesseract.js (decision 035). Its web worker,
// the WebAssembly core and the English model are served by PawRx itself, from this build, under
// /PawRx/assets/ocr/<hash>/ (the API caches assets/ as immutable; the hash changes with any
// file). Nothing is fetched from a CDN. The build writes each file with a gzip copy beside it,
// which the API sends to browsers that accept gzip, so the browser unpacks the 2.9 MB model
// natively instead of tesseract.js doing it in JavaScript (a second saved on the first scan).
//
// The app imports `virtual:ocr-assets` for the three paths tesseract.js asks for.

const require = createRequire(import.meta.url);
const tesseractDir = path.dirname(require.resolve('tesseract.js/package.json'));
const coreDir = path.dirname(
  require.resolve('tesseract.js-core/package.json', { paths: [tesseractDir] }),
);
const langDir = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));

/** The LSTM-only cores (the engine mode we use), for browsers with and without (relaxed) SIMD. */
const CORES = [
  'tesseract-core-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-relaxedsimd-lstm.wasm.js',
];

/** Served path (below the hashed folder) → file on disk. */
const FILES: ReadonlyArray<[string, string]> = [
  ['worker.min.js', path.join(tesseractDir, 'dist/worker.min.js')],
  ...CORES.map((core): [string, string] => [`core/${core}`, path.join(coreDir, core)]),
];
/** The integer 'best' English model (LSTM only), 2.9 MB gzipped as the package ships it. */
const MODEL = path.join(langDir, '4.0.0_best_int/eng.traineddata.gz');

const VIRTUAL_ID = 'virtual:ocr-assets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function folderHash(): string {
  const hash = createHash('sha256');
  for (const [name, file] of FILES) hash.update(name).update(readFileSync(file));
  hash.update(readFileSync(MODEL));
  return hash.digest('hex').slice(0, 10);
}

export function ocrAssets(): Plugin {
  let folder = '';
  let base = '/';
  return {
    name: 'pawrx-ocr-assets',
    configResolved(config) {
      base = config.base;
      folder = `assets/ocr/${folderHash()}/`;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const dir = `${base}${folder}`;
      return [
        `export const OCR_WORKER_PATH = ${JSON.stringify(`${dir}worker.min.js`)};`,
        `export const OCR_CORE_PATH = ${JSON.stringify(`${dir}core`)};`,
        `export const OCR_LANG_PATH = ${JSON.stringify(`${dir}lang`)};`,
      ].join('\n');
    },
    generateBundle() {
      for (const [name, file] of FILES) {
        const source = readFileSync(file);
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source });
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${name}.gz`,
          source: gzipSync(source, { level: 9 }),
        });
      }
      const model = readFileSync(MODEL);
      this.emitFile({ type: 'asset', fileName: `${folder}lang/eng.traineddata.gz`, source: model });
      this.emitFile({
        type: 'asset',
        fileName: `${folder}lang/eng.traineddata`,
        source: gunzipSync(model),
      });
    },
    configureServer(server) {
      // `npm run dev`: the same paths, read from node_modules.
      const byUrl = new Map(FILES.map(([name, file]) => [`${base}${folder}${name}`, file]));
      const modelUrl = `${base}${folder}lang/eng.traineddata`;
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        if (url === modelUrl) {
          res.setHeader('content-type', 'application/octet-stream');
          res.setHeader('content-encoding', 'gzip');
          return res.end(readFileSync(MODEL));
        }
        const file = byUrl.get(url);
        if (!file) return next();
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(readFileSync(file));
      });
    },
  };
}
