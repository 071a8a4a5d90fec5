import fs from 'node:fs'

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

const noApp = {
  group: ['@/app/*', '**/app/*'],
  message:
    'Only app/ imports from app/: a form’s server action lives beside the form (components/<Name>/actions.ts).',
}
const noComponents = {
  group: ['@/components/*'],
  message: 'lib/, collections/ and access/ sit below components/: they never import them.',
}
const clientForbidden = {
  group: [
    '@/collections/*',
    '@/access/*',
    '@/globals/*',
    '@/endpoints/*',
    '@/lib/platform/payload/*',
    '@/lib/platform/db/*',
    '@/lib/platform/config/*',
    '@/lib/platform/jobs/*',
    '@/lib/platform/mail/*',
    '@/lib/platform/runtime/*',
    '@/lib/*/server',
    '@/lib/seed',
    '@/lib/seed/*',
    '@/payload.config',
  ],
  message:
    'Server modules stay out of client files (tests/unit/module-boundaries.test.ts also follows imports through other modules).',
}

/** The domains: every folder of src/lib but the platform layer. */
const domains = fs
  .readdirSync(new URL('./src/lib/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name)

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { paths, patterns }],
})

/**
 * One import direction, enforced: app → components → lib/<domain> → lib/platform. Components never
 * import from app/; a domain uses another only through its public entries (`@/lib/<domain>`, usable
 * anywhere, and `@/lib/<domain>/server`); the platform knows no domain. ESLint keeps one
 * `no-restricted-imports` per file (the last matching block wins), so each block lists all of its rules.
 */
function layerRules() {
  return [
    { files: ['src/components/**'], rules: restrict([noApp]) },
    {
      files: ['src/collections/**', 'src/globals/**', 'src/access/**', 'src/endpoints/**'],
      rules: restrict([noApp, noComponents]),
    },
    ...domains.map((domain) => ({
      files: [`src/lib/${domain}/**`],
      rules: restrict([
        noApp,
        noComponents,
        {
          regex: `^@/lib/(?!platform/|${domain}(?:/|$))[^/]+/(?!server$).+`,
          message:
            'A domain uses another only through its public entries: @/lib/<domain> or @/lib/<domain>/server.',
        },
      ]),
    })),
    {
      files: ['src/lib/platform/**'],
      rules: restrict([
        noApp,
        noComponents,
        {
          regex: '^@/lib/(?!platform/)',
          message: 'The platform layer (src/lib/platform) knows no domain.',
        },
        {
          // (It loads the assembled configuration, `@payload-config`, to hand Payload to the pages.)
          group: ['@/collections/*', '@/access/*', '@/globals/*', '@/endpoints/*'],
          message: 'The platform layer does not know the Payload configuration’s collections.',
        },
      ]),
    },
    {
      // The interactive half of a component runs in the browser: no server modules.
      files: ['src/**/*.client.tsx', 'src/**/*.client.ts'],
      rules: restrict([noApp, clientForbidden], serverModules),
    },
  ]
}

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
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    // The production server runs under Node as it is (type stripping): no bundler, no `@/` alias.
    files: ['server/**'],
    rules: {
      // A type imported without `type` is looked for at run time, and Node finds no such export.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      ...restrict([
        {
          group: ['@/*', '@payload-config'],
          message:
            'server/ runs under Node without a bundler: import from src/ by relative path, with its extension.',
        },
        {
          regex: '^\\.\\.?/(?!.*\\.(ts|mjs|js|json)$)',
          message:
            'Node resolves no extension: write it (./page-cache.ts, ../src/lib/platform/runtime/edge-contract.mjs).',
        },
      ]),
    },
  },
  // Layers (docs/architecture.md › Layers): app → components → lib/<domain> → lib/platform.
  ...layerRules(),
]
