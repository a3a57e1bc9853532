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
    // src/ is what the browser runs; build-time code lives in plugins/ and must not reach a bundle.
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)plugins/|^@site/plugins',
              message: 'src/ is browser code: build-time code in plugins/ must not be imported from it.',
            },
          ],
        },
      ],
    },
  },
);
