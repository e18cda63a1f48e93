import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Images are pre-resized AVIF/WebP variants served by our own <Picture>; next/image would optimise again.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', 'playwright.config.ts', 'vitest.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/components/**', 'src/features/**/*-client.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/server/*', '@/server'] }],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'public/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
];

export default config;
