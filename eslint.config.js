/**
 * Lint keeps the structural rules of the codebase, not its style: imports run one way, no import
 * cycles, one file-naming scheme, and Vike's documented API only.
 * Style rule sets stay off on purpose; the type checker and review cover the rest.
 */
import babelParser from '@babel/eslint-parser'
import presetTypescript from '@babel/preset-typescript'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import playwright from 'eslint-plugin-playwright'
import { fileNames } from './scripts/checks/lint/fileNames.js'

const typescriptParser = {
  parser: babelParser,
  parserOptions: {
    requireConfigFile: false,
    babelOptions: { babelrc: false, configFile: false, presets: [[presetTypescript, { allExtensions: true, isTSX: true }]] },
  },
}

/** React entry points that are vike-react's to call, in the pages. */
const renderedByVike = [
  { name: 'react-dom/client', message: 'vike-react hydrates the page; give hydrateRoot and createRoot options in src/pages/+react.client.ts.' },
  { name: 'react-dom/server', message: 'Prerendering is vike-react’s job; this would ship React’s server renderer.' },
]

/**
 * Vike's private fields and its experimental prerender hook: the code stands on Vike's documented
 * API, so that an upgrade within 0.4.x is `npm install vike@…` and `npm test`. A field whose name
 * starts with `_` is private in Vike's page and prerender contexts.
 */
const vikeInternals = [
  { selector: 'MemberExpression[property.name=/^_[^_]/]', message: 'Fields whose names start with "_" are Vike’s private ones; use its documented API.' },
  { selector: 'MemberExpression[property.value=/^_[^_]/]', message: 'Fields whose names start with "_" are Vike’s private ones; use its documented API.' },
  { selector: 'Property[key.name=/^_[^_]/]', message: 'Fields whose names start with "_" are Vike’s private ones; use its documented API.' },
  { selector: 'Property[key.name="onPagePrerender"]', message: 'Vike’s onPagePrerender is experimental; let Vike write the pages and read them after.' },
]

/** Imports run one way: the site never imports its build or its tests, the build never its tools or tests. */
const importZones = [
  { target: './src', from: './scripts', message: 'src runs in the site; scripts are build tools. Move what both need into src.' },
  { target: './src', from: './tests', message: 'src never depends on its tests.' },
  { target: './src', from: './tools', message: 'src runs in the site; tools/ are for developers only.' },
  { target: './scripts', from: './tools', message: 'The build never depends on the developer tools; move what both need into scripts or src.' },
  { target: './scripts', from: './tests', message: 'What tests and benchmarks share lives in scripts/harness; scripts never import a test.' },
]

export default [
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/generated/**',
      'public/**',
      '.wrangler/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ...typescriptParser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, local: { rules: { 'file-names': fileNames } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/parsers': { '@babel/eslint-parser': ['.ts', '.tsx', '.js'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/file-names': 'error',
      'no-restricted-syntax': ['error', ...vikeInternals],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: renderedByVike }] },
  },
  {
    // The shared vocabulary and the server-side data load in Node (the generator) as well as in pages.
    files: ['src/catalogue/**/*.ts', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: renderedByVike,
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'vike-react', 'vike-react/*'],
              message: 'Schema and data modules stay free of React, so the generator can load them in Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages read the generated data through one module that types it once, and take their
    // language from the route: neither is cast by hand.
    files: ['src/pages/**/*.{ts,tsx}', 'src/features/structuredData/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: renderedByVike,
          patterns: [{ group: ['#src/generated/*'], message: 'Read the generated catalogue through #src/catalogue/data.ts, which types it once.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...vikeInternals,
        {
          selector: "TSAsExpression[typeAnnotation.typeName.name='Lang']",
          message: 'The page language comes from routeLang(pageContext) or pageParams(pageContext), not a cast.',
        },
        { selector: 'TSAsExpression[typeAnnotation.typeName.name=/Data$/]', message: 'Generated JSON is typed once, in #src/catalogue/data.ts.' },
      ],
    },
  },
  {
    // The generator reads as a story of named steps; a function longer than a screen is split by meaning.
    files: ['scripts/catalogue/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, IIFEs: true }] },
  },
  {
    // The generator, the build and the hosts never depend on the test harness or the benchmarks (their tests may).
    files: ['scripts/{catalogue,site,export,deploy,host}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...importZones,
            {
              target: './scripts',
              from: ['./scripts/harness', './scripts/bench'],
              message: 'The generator, the build and the hosts never depend on the test harness or the benchmarks.',
            },
          ],
        },
      ],
    },
  },
  {
    // A test waits for the state it asserts: never for a quiet network or a fixed time.
    files: ['tests/**/*.ts', 'scripts/harness/**/*.ts'],
    plugins: { playwright },
    rules: { 'playwright/no-networkidle': 'error', 'playwright/no-wait-for-timeout': 'error' },
  },
  {
    // The browser tests, on Playwright's runner: web-first assertions that retry until they hold,
    // every promise awaited, no test left out or singled out, and none that asserts nothing.
    files: ['tests/browser/**/*.ts'],
    rules: {
      'playwright/missing-playwright-await': 'error',
      'playwright/prefer-web-first-assertions': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': ['error', { allowConditional: false }],
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect', '^assert'] }],
      'playwright/no-wait-for-selector': 'error',
      'no-restricted-syntax': [
        'error',
        ...vikeInternals,
        {
          // In the test's own code; a page's code, given to evaluate or addInitScript, may use timers.
          selector: "CallExpression[callee.name='setTimeout']:not(CallExpression[callee.property.name=/^(evaluate|evaluateHandle|addInitScript)$/] *)",
          message: 'A test waits for the state it asserts. To hold an answer, keep it until the test releases it (a promise the test resolves).',
        },
      ],
    },
  },
  {
    // Cloudflare Pages routes a request to a Function by its file's path: "functions/01/[[path]].ts"
    // answers /01/*. Those names are the host's, not the codebase's; each file is one line that
    // hands the request to the resolver in src/.
    files: ['functions/**/*.ts'],
    rules: { 'local/file-names': 'off' },
  },
]
