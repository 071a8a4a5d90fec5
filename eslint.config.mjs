import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const serverModules = [
  {
    name: 'payload',
    message: 'Client components must not import Payload; fetch on the server and pass props.',
  },
  { name: 'stripe', message: 'Client components must not import the Stripe SDK.' },
  { name: '@payload-config', message: 'Client components must not import the Payload config.' },
  { name: 'server-only', message: 'This is a client file.' },
]

export default [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
      // The project's rule is `error` or `off`, never `warn` (CONVENTIONS.md).
      'react-hooks/exhaustive-deps': 'error',
      '@next/next/no-img-element': 'error',
      'import/no-anonymous-default-export': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // Domain code never reaches into the app layer.
    files: ['src/lib/**', 'src/collections/**', 'src/globals/**', 'src/access/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '**/app/*'],
              message: 'lib/, collections/ and access/ never import from app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The interactive half of a component runs in the browser: no server modules.
    files: ['src/**/*.client.tsx', 'src/**/*.client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverModules,
          patterns: [
            {
              group: [
                '@/collections/*',
                '@/access/*',
                '@/globals/*',
                '@/lib/payload/*',
                '@/lib/db/*',
                '@/lib/seed/*',
                '@/lib/config/*',
                '@/lib/runtime/*',
                '@/payload.config',
              ],
              message:
                'Server modules stay out of client files (modules importing server-only also fail the build).',
            },
          ],
        },
      ],
    },
  },
]
