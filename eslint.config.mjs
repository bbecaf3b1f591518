import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Expected failures carry a typed code and reason; code never branches on a message's text (messages are
 * wording for people). Comparing `.message` with anything but '' and searching inside it are refused.
 */
const MESSAGE_TEXT = 'Branch on the typed code or reason (DomainError.reason), not on message text';
const NO_MESSAGE_COMPARISONS = [
  {
    selector:
      "BinaryExpression[operator=/^[!=]==?$/]:has(> MemberExpression[property.name=/^(message|problem)$/]):not(:has(> Literal[value='']))",
    message: MESSAGE_TEXT,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|indexOf|search)$/] > MemberExpression.callee > MemberExpression.object[property.name='message']",
    message: MESSAGE_TEXT,
  },
  {
    selector: "CallExpression[callee.property.name='test'] > MemberExpression.arguments[property.name='message']",
    message: MESSAGE_TEXT,
  },
];

/**
 * Lint guards the layers: core imports no framework or database; web and the staff application never import the API's
 * code (nor each other's).
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      '**/drizzle/**',
      '**/next-env.d.ts',
      '.data/**',
      '.lighthouse-floor/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No type information here: the rules that need it (floating promises, exhaustive switches) run in oxlint's
  // type-aware mode (.oxlintrc.json, `npm run lint:types`), on TypeScript 7's native compiler; typescript-eslint's
  // type-aware parser built a second program of the whole repository and took 52 s more of the check's longest step.
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        __dirname: 'readonly',
      },
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'next',
                'next/*',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                '@electric-sql/*',
                'postgres',
                'ioredis',
                'node:*',
              ],
              message: 'core is pure: no framework, database or I/O imports',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'apps/admin/{src,server}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NO_MESSAGE_COMPARISONS] },
  },
  {
    // Every client string of a route schema refuses control characters and lone surrogates, so route
    // files build strings with core's safeText / safeId (response shapes come from core's wire schemas).
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_MESSAGE_COMPARISONS,
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Use safeText / safeId from '@store/core' for client strings, or a core wire schema for answers",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@store/core',
              message:
                "import the core module you need ('@store/core/money'), not the barrel: it carries every zod schema into the page's JavaScript",
            },
            {
              name: 'next/link',
              message:
                'use IntentLink (src/components/intent-link.tsx): a plain anchor that LinkNavigator follows, where each Link is two components to hydrate and prefetches every link on screen',
            },
          ],
          patterns: [
            {
              group: ['@store/api', '**/apps/api/**', 'drizzle-orm', 'drizzle-orm/*', 'fastify'],
              message: 'the web app talks to the API only through src/lib/api',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@store/core',
              message:
                "import the core module you need ('@store/core/money'), not the barrel: it carries every zod schema into the page's JavaScript",
            },
          ],
          patterns: [
            {
              group: ['@store/api', '@store/web', '**/apps/api/**', '**/apps/web/**', 'drizzle-orm', 'drizzle-orm/*'],
              message:
                'the staff application talks to the API only through /admin/* (src/lib/api) and shares no code with the storefront',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_MESSAGE_COMPARISONS,
        {
          selector: 'ImportDeclaration[source.value=/^(fastify|@fastify\\/|node:)/]',
          message: 'the browser bundle imports no server code (server/ holds it)',
        },
      ],
    },
  },
);
