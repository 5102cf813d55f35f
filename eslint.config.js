// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * The architecture rules, enforced (docs/architecture.md):
 * - client features do not import each other; app/ composes them;
 * - src/shared has no DOM, no node:* and imports neither server nor client;
 * - the server never imports the client, nor the client the server;
 * - inside server modules only repositories touch Kysely's query values (SQL lives in repositories);
 * - a server module reaches another through its service (or policy, presenter...), never its repository;
 * - server infrastructure (plugins, database, cache, changes, lib, outbox, config, context) imports no module: app.ts composes
 *   them (it hands the auth plugin the viewer resolver); their tests may;
 * - src/server/test (factories, test apps) is imported by tests, benchmarks and the demo seed only (decision 035).
 */
const layering = {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename.split(path.sep).join('/');
        const rel = file.slice(file.indexOf('/src/') + 1);
        const featureOf = (p) => /src\/client\/features\/([^/]+)\//.exec(p)?.[1];
        const moduleOf = (p) => /^src\/server\/modules\/([^/]+)\//.exec(p)?.[1];
        const isTest = /\.test\.tsx?$/.test(rel);
        const isInfrastructure = /^src\/server\/(plugins|database|cache|changes|lib|outbox)\/|^src\/server\/(config|context)\.ts$/.test(rel);
        const check = (node, source) => {
          const target = source.startsWith('.')
            ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), source))
            : source;
          const report = (message) => context.report({ node, message });
          if (rel.startsWith('src/shared/')) {
            if (target.startsWith('node:')) report('src/shared must not use node:* modules.');
            if (/^src\/(server|client)\//.test(target)) report('src/shared must not import server or client code.');
          }
          if (rel.startsWith('src/server/') && target.startsWith('src/client/')) report('The server must not import client code.');
          if (rel.startsWith('src/client/') && target.startsWith('src/server/')) report('The client must not import server code.');
          const from = featureOf(rel);
          const to = featureOf(target);
          if (from && to && from !== to) report(`Feature "${from}" must not import feature "${to}": compose them in app/.`);
          if (rel.startsWith('src/client/components/') && to) report('Shared components must not import a feature.');
          const fromModule = moduleOf(rel);
          const toModule = moduleOf(target);
          if (fromModule && toModule && fromModule !== toModule && /\.repository(\.ts)?$/.test(target)) {
            report(`Module "${fromModule}" must not import the repository of "${toModule}": use what its service offers.`);
          }
          if (isInfrastructure && !isTest && toModule) {
            report('Server infrastructure must not import a module: let app.ts compose them (inject what it needs).');
          }
          if (
            target.startsWith('src/server/test/') &&
            !isTest &&
            !rel.startsWith('src/server/test/') &&
            !rel.startsWith('src/server/demo/')
          ) {
            report('Only tests and the demo seed may import src/server/test (factories, test apps).');
          }
          if (
            /^src\/server\/modules\/.*\.ts$/.test(rel) &&
            !/\.(repository|test)\.ts$/.test(rel) &&
            source === 'kysely' &&
            node.importKind !== 'type' &&
            !node.specifiers?.every((s) => s.importKind === 'type')
          ) {
            report('Only repositories may use Kysely values: move the query into a *.repository.ts.');
          }
        };
        return {
          ImportDeclaration: (node) => check(node, String(node.source.value)),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
        };
      },
    },
  },
};

/** Props whose string is shown to people (or read to them): it must come from t() (decision 055). */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'text',
  'buttonText',
  'storedText',
  'hint',
  'emptyText',
  'noResultsText',
  'confirmText',
  'cancelText',
  'message',
  'heading',
  'description',
  'summary',
  'caption',
]);
const hasWords = (text) => /\p{L}/u.test(text);
/** MESSAGES.x (or MESSAGES.x.y): an English text, to be passed through t() where it is shown. */
const isMessagesText = (node) => {
  let object = node;
  while (object && object.type === 'MemberExpression') object = object.object;
  return node.type === 'MemberExpression' && object?.type === 'Identifier' && object.name === 'MESSAGES';
};

/**
 * Every text the client shows goes through the catalogue (decision 055): no bare words in JSX, in a text prop, or
 * as an expression child; an English MESSAGES text shown directly is reported too.
 */
const translatedText = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, what) => context.report({ node, message: `${what} is shown to people: pass it through t() (decision 055).` });
    const checkExpression = (expression, what) => {
      if (!expression) return;
      if (expression.type === 'Literal' && typeof expression.value === 'string' && hasWords(expression.value)) report(expression, what);
      if (expression.type === 'TemplateLiteral' && expression.quasis.some((q) => hasWords(q.value.cooked ?? ''))) report(expression, what);
      if (isMessagesText(expression)) report(expression, what);
      if (expression.type === 'ConditionalExpression') {
        checkExpression(expression.consequent, what);
        checkExpression(expression.alternate, what);
      }
      if (expression.type === 'LogicalExpression') checkExpression(expression.right, what);
    };
    return {
      JSXText: (node) => {
        if (hasWords(node.value)) report(node, 'Text');
      },
      JSXExpressionContainer: (node) => {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') checkExpression(node.expression, 'This text');
      },
      JSXAttribute: (node) => {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'Literal') checkExpression(node.value, `The ${name}`);
        if (node.value.type === 'JSXExpressionContainer') checkExpression(node.value.expression, `The ${name}`);
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { quad: { rules: { ...layering.rules, 'translated-text': translatedText } } },
    rules: {
      'quad/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify handlers and plugins are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every text the client shows goes through the catalogue (decision 055).
    files: ['src/client/**/*.tsx'],
    rules: { 'quad/translated-text': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
