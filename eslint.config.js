import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import fs from 'node:fs';

/** Layers of the web app: app → features → components/lib, never back (docs/architecture.md "The web app"). */
const web = 'apps/web/src';
/** A name in kebab-case (use-debounced, query-keys) and one in PascalCase (ModalHost): a component's file carries its name. */
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';

const webLayers = [
  {
    target: `${web}/components`,
    from: [`${web}/app`, `${web}/features`],
    message: 'shared components must not import app/ or features/',
  },
  {
    target: `${web}/lib`,
    from: [`${web}/app`, `${web}/features`, `${web}/components`],
    message: 'lib/ is the bottom layer',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'features must not import app/: move the shared piece to lib/ or components/',
  },
  // A feature never reaches into another feature: what two features share belongs in components/ or lib/.
  ...fs.readdirSync(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature`,
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // without these import-x reads only .js files when following imports, and no-cycle never sees a .ts cycle
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
    },
  },
  {
    // One API style on the web: only a call's own file (features/<feature>/api/*, lib/api/*) talks to the client.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: [`${web}/**/api/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api/client'],
              importNames: ['api', 'apiGet'],
              message: 'call the server from a file per call: features/<feature>/api/<call>.ts or lib/api/<call>.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories (docs/architecture.md, "A module's anatomy"): db/ and repository files only.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/repository.ts', 'apps/server/src/**/repositories/**', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "query the database in the module's repository.ts" }],
          patterns: [{ group: ['drizzle-orm/*'], message: "query the database in the module's repository.ts" }],
        },
      ],
    },
  },
  {
    // The rules of hooks (a hook after an early return, a missing dependency); React Compiler's rules are not used.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One style of file names on the web: a component's file is named after it (PascalCase.tsx); every other
    // file, hooks included, is kebab-case (use-debounced.ts), and so is every folder.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'apps/web/**/*.ts': KEBAB,
          'apps/web/src/**/*.tsx': `@(${PASCAL}|${KEBAB})`,
          'apps/web/test/**/*.tsx': KEBAB,
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/web/{src,test}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
