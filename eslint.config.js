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

/**
 * Layers of the server (docs/architecture.md, "Composition"): app.ts and main.ts build everything;
 * plugins/ (transport) and jobs/ sit under them; modules/ under those, then providers/; the shared
 * pieces (config, db, mail, media, errors.ts, context.ts) at the bottom. A module reaches another only through its
 * public entry, modules/<x>/index.ts, and never imports plugins/.
 */
const server = 'apps/server/src';
const serverModules = fs.readdirSync(`${server}/modules`);
const composition = [
  `${server}/app.ts`,
  `${server}/app-modules.ts`,
  `${server}/app-http.ts`,
  `${server}/main.ts`,
  `${server}/handlers.ts`,
  `${server}/cli`,
  `${server}/seed`,
];
const serverBottom = [
  `${server}/config.ts`,
  `${server}/config`,
  `${server}/db`,
  `${server}/mail`,
  `${server}/media`,
  `${server}/errors.ts`,
  `${server}/context.ts`,
  `${server}/rate-limiter.ts`,
  `${server}/page-hints.ts`,
];
const serverLayers = [
  {
    target: serverBottom,
    from: [...composition, `${server}/plugins`, `${server}/jobs`, `${server}/modules`, `${server}/dev`],
    message: 'config, db, mail, media, errors.ts and context.ts are the bottom layer: hand them what they need',
  },
  {
    target: `${server}/providers`,
    from: [...composition, `${server}/plugins`, `${server}/jobs`, `${server}/modules`],
    message: 'providers/ (the studio teams, the bank client) sit under the modules that use them',
  },
  {
    target: `${server}/modules`,
    from: [...composition, `${server}/plugins`, `${server}/jobs`, `${server}/dev`],
    message: 'a module never imports plugins/, jobs/ or the composition: app.ts hands it what it needs',
  },
  {
    target: [`${server}/plugins`, `${server}/jobs`],
    from: composition,
    message: 'plugins/ and jobs/ are handed their parts by app.ts',
  },
  // A module reaches another only through the other's index.ts.
  ...serverModules.map((name) => ({
    target: `${server}/modules/${name}`,
    from: `${server}/modules`,
    except: [`./${name}`, ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: `modules/${name} reaches another module only through its public entry, modules/<x>/index.ts`,
  })),
];

/**
 * Each table has one owning module; a module's code reads only its own tables and asks the owner for
 * the rest (through its index.ts). The few reads still joined across owners are listed here, each
 * with why; a new one fails the lint.
 */
const tableOwners = {
  privacy: ['privacyLog'],
  users: ['users', 'sessions'],
  accounts: ['emailTokens'],
  studio: ['storyTasks', 'stories'],
  library: ['storyViews', 'storyReactions'],
  share: ['publicSettings'],
  chat: ['chats', 'chatMembers', 'chatEvents', 'readMarkers', 'supportVisitors'],
  notifications: ['notifications', 'notificationCounts'],
  push: ['pushRegistrations'],
  realtime: ['realtimeLog'],
  explore: ['activityHistory'],
  pin: ['userPins'],
  partners: ['partnerInfo'],
  audit: ['staffAudit'],
  payments: ['userPlans', 'trialsGiven', 'payments', 'plans'],
  promo: ['promoCodes', 'earnings', 'payoutStatements', 'payoutLines'],
  children: ['children'],
  'family-voice': ['familyVoices'],
};
const tableJoins = {
  // member names and the inbox's e-mails, joined in the page's one statement
  chat: ['users'],
  // a cohort's browsers, selected in one statement over every user (bench: publish to 1,000,000)
  push: ['users'],
  // the plan list app/info sends
  'app-info': ['plans'],
  // the e-mail beside a payment, a code's owner, a statement's partner: joined in the list's one statement;
  // a partner's codes, for the payments list's partner filter in the same statement (decision 087)
  payments: ['users', 'promoCodes'],
  // a code's plan name and owner, joined in the list's one statement; the payouts CSV's names and bank
  // details, read with the month's statements (decision 087)
  promo: ['users', 'plans', 'partnerInfo'],
  // an account's export reads, and its deletion erases, every table holding a person's rows in one
  // transaction (decision 060); it owns privacy_log
  privacy: [
    ...['users', 'sessions', 'emailTokens', 'storyViews', 'storyReactions', 'publicSettings'],
    ...['chats', 'chatMembers', 'chatEvents', 'readMarkers', 'supportVisitors', 'realtimeLog'],
    ...['notifications', 'notificationCounts', 'pushRegistrations', 'activityHistory', 'userPins', 'children'],
    'familyVoices',
    ...['partnerInfo', 'userPlans', 'trialsGiven', 'payments', 'promoCodes', 'earnings', 'partnerNoticeSettings'],
    // the stories the person asked for, and the staff's audit of them
    ...['storyTasks', 'staffAudit'],
  ],
};
const allTables = Object.values(tableOwners).flat();
const sqlOutsideRepositories = {
  paths: [{ name: 'drizzle-orm', message: "query the database in the module's repository.ts" }],
  patterns: [{ group: ['drizzle-orm/*'], message: "query the database in the module's repository.ts" }],
};
/** Modules never import Fastify (issue 30): routes are declared in the contract and mounted by plugins/. */
const noTransport = {
  paths: [{ name: 'fastify', message: 'declare the route in the contract (calls/routes.ts); plugins/ mounts it' }],
  patterns: [{ group: ['@fastify/*'], message: 'the transport (plugins/) reads requests; modules get RouteRequest' }],
};
const repositoryFiles = (dir) => [`${dir}/**/repository.ts`, `${dir}/**/repositories/**`];
const tableRules = serverModules.flatMap((name) => {
  const own = [...(tableOwners[name] ?? []), ...(tableJoins[name] ?? [])];
  const others = allTables.filter((table) => !own.includes(table));
  const tables = {
    group: ['**/db/schema.js', '**/db/schema-*.js'],
    importNames: others,
    message: `modules/${name} reads only its own tables: ask the owning module through its index.ts (eslint.config.js tableOwners)`,
  };
  const dir = `${server}/modules/${name}`;
  return [
    {
      files: repositoryFiles(dir),
      rules: {
        'no-restricted-imports': ['error', { paths: noTransport.paths, patterns: [...noTransport.patterns, tables] }],
      },
    },
    {
      files: [`${dir}/**/*.ts`],
      ignores: repositoryFiles(dir),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [...sqlOutsideRepositories.paths, ...noTransport.paths],
            patterns: [...sqlOutsideRepositories.patterns, ...noTransport.patterns, tables],
          },
        ],
      },
    },
  ];
});

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
      'import-x/no-restricted-paths': ['error', { zones: [...webLayers, ...serverLayers] }],
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
    // Every web write goes through a mutation hook (issue 30): a page, component or hook takes from a call's file
    // its hooks (useX), query options (xQuery), keys (xKey) and types, never the bare call function, which would
    // be a write done by hand with its own busy and error state (reads too go through their query or hook).
    files: [`${web}/{components,features}/**/*.{ts,tsx}`],
    ignores: [`${web}/**/api/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/*'],
              // hooks, query options, keys, errorText; capitalised names are types, classes (ApiError) and constants
              allowImportNamePattern: '^(use[A-Z]\\w*|\\w*(Query|Keys?)|errorText|[A-Z]\\w*)$',
              allowTypeImports: true,
              message:
                "write through a mutation hook (useMutation in the call's api file); show its error from the hook",
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
    rules: { 'no-restricted-imports': ['error', sqlOutsideRepositories] },
  },
  ...tableRules,
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
