// Printed before `npm test` (its "pretest" script): what the quick run covers, and what only
// `npm run check` (CI) adds, so a green `npm test` is not mistaken for a green CI (decision 036).
console.log(
  [
    'npm test: unit tests (packages, scripts), the API suite on embedded PostgreSQL (PGlite) and the web suite.',
    'npm run check adds: lint, typecheck, build, bundle budgets, the API fuzz suite (test:fuzz) on both',
    'databases, the API suite on PostgreSQL (test:api), fault (test:faults), scale (test:scale),',
    'end-to-end (test:e2e) and OCR (test:ocr) suites.',
  ].join('\n'),
);
