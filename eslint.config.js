import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';

/** Layers of the web app: app → features → components/lib, never back (DESIGN.md). */
const web = 'apps/web/src';
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
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
