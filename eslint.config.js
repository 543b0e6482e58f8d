import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const web = path.join(root, 'apps/web/src');
const api = path.join(root, 'apps/api/src');
const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// ── Dependency rules (issue 13, docs/decisions/019-dependency-rules.md) ──────────────────────
//
// Web: a feature imports components/, lib/ and its own folder, never another feature's files
// nor the app shell; components/ and lib/ import no feature. A page that really composes another
// feature's widget is listed here, and only here, with the reason.
const WEB_COMPOSITION = {
  // Passkeys (issue 25 item 6): the login page's button loads the ceremony on the press.
  auth: ['passkeys/utils/passkey-ceremony.ts'],
  // Settings holds the Passkeys card.
  settings: ['passkeys/components/passkey-settings.tsx'],
  pets: [
    // The dashboard (spec §2): Today, Calendar & Appointments, Reminders & Calendar panels.
    'doses/components/today-panel.tsx',
    'appointments/components/calendar-panel.tsx',
    'settings/components/settings-panel.tsx',
    // The pet profile (spec §2): its Appointments tab and the Add Appointment modal.
    'appointments/components/pet-appointments-tab.tsx',
    'appointments/components/profile-appointment-modal.tsx',
    // The profile's Analytics tab (issue 15) and the adverse-event report on each reaction.
    'analytics/components/analytics-tab.tsx',
    'analytics/components/adverse-event-button.tsx',
    // Shared care (issue 16): invitations on the dashboard, Sharing and vets' notes on the profile.
    'sharing/components/invitations-panel.tsx',
    'sharing/components/sharing-section.tsx',
    'pet-notes/components/pet-notes-panel.tsx',
    // The profile's Labs, Documents and Expenses tabs (issue 30).
    'labs/components/labs-tab.tsx',
    'documents/components/documents-tab.tsx',
    'expenses/components/expenses-tab.tsx',
  ],
  medications: [
    // A reaction card offers the adverse-event report (issue 15).
    'analytics/components/adverse-event-button.tsx',
    // The add-medication form offers Scan label and marks what it filled in (issue 28).
    'label-scan/components/scan-label.tsx',
    'label-scan/components/from-label-mark.tsx',
  ],
  interactions: [
    // The new-medication step offers Scan label too (issue 28).
    'label-scan/components/scan-label.tsx',
    'label-scan/components/from-label-mark.tsx',
  ],
};

const webFeatures = foldersIn(path.join(web, 'features'));
/** One file as a glob pattern (a zone whose `from` is a glob takes only glob exceptions). */
const fileGlob = (file) => path.join(path.dirname(file), `@(${path.basename(file)})`);
const FEATURE_MESSAGE =
  ' A feature imports only components/, lib/ and its own folder; a page composing another ' +
  "feature's widget is listed in WEB_COMPOSITION (eslint.config.js).";

/** Each web feature kept out of the others; tests may also use the app shell and src/test. */
const webFeatureZones = webFeatures.map((feature) => ({
  target: path.join(web, 'features', feature, '**'),
  from: path.join(web, 'features', '*', '**'),
  except: [
    path.join(web, 'features', feature, '**'),
    ...(WEB_COMPOSITION[feature] ?? []).map((file) => fileGlob(path.join(web, 'features', file))),
  ],
  message: FEATURE_MESSAGE,
}));

const webLayerZones = [
  {
    target: path.join(web, 'features', '**'),
    from: path.join(web, 'app', '**'),
    message: ' Features do not reach into the app shell (routes, layout, providers).',
  },
  {
    target: [path.join(web, 'lib', '**'), path.join(web, 'components', '**')],
    from: [path.join(web, 'features', '**'), path.join(web, 'app', '**')],
    message: ' lib/ and components/ sit below every feature and the app shell.',
  },
];

// API: a feature reads another feature's data through that feature's service or lib/, never
// through its repository (the owner of a table is the only one that queries it).
const apiRepositoryZones = foldersIn(path.join(api, 'features')).map((feature) => ({
  target: path.join(api, 'features', feature, '**'),
  from: path.join(api, 'features', '*', '**', '*.repository.ts'),
  except: [path.join(api, 'features', feature, '**')],
  message: " Use the owning feature's service (or a reader in lib/), not its repository.",
}));

const WEB_TEST_FILES = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/src/test/**',
  'apps/web/src/features/*/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  // Promises: a rejection nobody handles crashes Node and hides errors in the browser. These
  // rules need types, read through the workspaces' own tsconfig files. The packages are pure (no
  // I/O, no promises: docs/architecture), so they are left out, which saves building their two
  // programs; a package that starts doing I/O belongs in this list.
  {
    files: ['apps/**/*.{ts,tsx,mts,cts}', 'e2e/**/*.ts', '*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // The few config files outside every workspace tsconfig.
          allowDefaultProject: ['vitest.config.ts', 'apps/api/vitest*.config.ts'],
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },

  // Imports: no cycles anywhere; the zones above.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads the files an import leads to (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'packages/formulary/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test, so no cycle runs through one: skip the walk there.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: WEB_TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...webLayerZones] }],
    },
  },
  {
    files: WEB_TEST_FILES,
    rules: {
      // Tests render through the app shell and share src/test, but stay out of other features.
      'import-x/no-restricted-paths': [
        'error',
        { zones: webFeatureZones.map((zone) => ({ ...zone, except: [zone.except[0]] })) },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiRepositoryZones }] },
  },

  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
