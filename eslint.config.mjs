import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      'build-*/',
      '.docusaurus/',
      'docs/api/partner-api/',
      '.reference/',
      '.generated-static/',
      'test-results/',
      'playwright-report/',
      '.tools/',
      '.wrangler/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: '18'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.cjs', 'scripts/bench-stock/babel.config.js'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Browser code: src/, and a feature plugin's client/ and theme/ folders. Build-time code lives in
    // the rest of plugins/ and must not reach a bundle; a feature's browser code may be imported.
    files: ['src/**/*.{ts,tsx,js,jsx}', 'plugins/*/client/**/*.{ts,tsx}', 'plugins/*/theme/**/*.{ts,tsx}'],
    // Unit tests beside the code run in Node and may read any feature.
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)plugins/(?![^/]+/(client|theme)/)|^@site/plugins/(?![^/]+/(client|theme)/)',
              message:
                'Browser code: only a feature plugin’s client/ or theme/ folder may be imported, never build-time code in plugins/.',
            },
            {
              regex: '^node:',
              message: 'Browser code cannot import Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // Build-time code never imports the browser's src/ (a feature keeps what both sides use in its client/).
    files: ['plugins/**/*.ts'],
    ignores: ['plugins/*/client/**', 'plugins/*/theme/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/',
              message: 'plugins/ is build-time code: it must not import the browser code in src/.',
            },
          ],
        },
      ],
    },
  },
);
