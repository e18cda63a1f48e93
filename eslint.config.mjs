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
      // Links are plain anchors on purpose (pages come from the rendered-page cache, and client code stays small). The
      // rule also matches any address containing a route's path: the media files' route (`/media/[id]/[file]`) made it
      // take `/admin/media/<id>` for that route.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      '.ci/**',
      'tests/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'playwright.config.ts',
      'vitest.config.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a function named `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/components/**', 'src/features/**/*-client.tsx', 'src/admin/**/*-client.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/server/*', '@/server'] }],
    },
  },
  {
    // What ships to the browser stays small (issue 9's bundle budget): no tailwind-merge (clsx instead), no translator
    // runtime (strings come as props), no router-bound links (plain anchors), no icon code (server-rendered SVG).
    files: ['src/**/*-client.tsx', 'src/components/ui/use-dismiss.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@/server/*', '@/server'],
          paths: [
            { name: '@/lib/cn', message: 'Client code uses clsx: tailwind-merge adds 8 KB to the bundle.' },
            { name: 'use-intl', message: 'Pass translated strings and formatted values as props.' },
            { name: '@/i18n/translator', message: 'Pass translated strings and formatted values as props.' },
            { name: 'next/link', message: 'Use a plain anchor: pages come from the rendered-page cache.' },
            { name: '@/components/icons', message: 'Take icons rendered by the server parent as props.' },
            { name: 'lucide', message: 'Take icons rendered by the server parent as props.' },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '**/.next/**',
      'dist/**',
      '.astro/**',
      '.next-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'public/**',
      'bench/results/**',
      'bench/islands-probe/dist/**',
      'bench/islands-probe/.astro/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
];

export default config;
