/**
 * The layer rules of eslint.config.mjs, shown on code that breaks them (docs/architecture.md ›
 * Layers): each snippet is linted as if it lived at the given path, with the project's configuration.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

describe('import layers', () => {
  it('a component never imports from app/', async () => {
    const messages = await restrictedImports(
      "import { logoutAction } from '@/app/(frontend)/[locale]/auth/actions'\nexport const x = logoutAction\n",
      'src/components/Site/Example.tsx',
    )
    expect(messages.join('\n')).toContain('Only app/ imports from app/')
  })

  it('a domain reaches another only through its public entries', async () => {
    const deep = await restrictedImports(
      "import { applySnapshot } from '@/lib/billing/state'\nexport const x = applySnapshot\n",
      'src/lib/auth/example.ts',
    )
    expect(deep.join('\n')).toContain('public entries')
    const entries = await restrictedImports(
      "import { isPremiumStatus } from '@/lib/billing'\nimport { startCheckout } from '@/lib/billing/server'\nexport const x = [isPremiumStatus, startCheckout]\n",
      'src/lib/auth/example.ts',
    )
    expect(entries).toEqual([])
    const own = await restrictedImports(
      "import { emailLocalPart } from '@/lib/auth/viewer-state'\nexport const x = emailLocalPart\n",
      'src/lib/auth/example.ts',
    )
    expect(own).toEqual([])
  })

  it('a domain never imports the composition above it (components/Site/page-context.ts)', async () => {
    const messages = await restrictedImports(
      "import { pageContext } from '@/components/Site/page-context'\nexport const x = pageContext\n",
      'src/lib/calendar/example.ts',
    )
    expect(messages.join('\n')).toContain('they never import them')
  })

  it('the platform layer knows no domain', async () => {
    const messages = await restrictedImports(
      "import { canAccess } from '@/lib/entitlements'\nexport const x = canAccess\n",
      'src/lib/platform/http/example.ts',
    )
    expect(messages.join('\n')).toContain('knows no domain')
  })

  it('the production server imports what Node can load as it is', async () => {
    const messages = await restrictedImports(
      "import { getEnv } from '@/lib/platform/config/env'\nimport { MB } from './body-limit'\nexport const x = [getEnv, MB]\n",
      'server/example.ts',
    )
    expect(messages.join('\n')).toContain('without a bundler')
    expect(messages.join('\n')).toContain('Node resolves no extension')
    const loadable = await restrictedImports(
      "import { readEnv } from '../src/lib/platform/config/env.ts'\nimport { INTERNAL_HEADERS } from '../src/lib/platform/runtime/edge-contract.mjs'\nimport { MB } from './body-limit.ts'\nexport const x = [readEnv, INTERNAL_HEADERS, MB]\n",
      'server/example.ts',
    )
    expect(loadable).toEqual([])
  })

  it('a client file imports no server module', async () => {
    const messages = await restrictedImports(
      "'use client'\nimport { getPayload } from 'payload'\nimport { getEnv } from '@/lib/platform/config/env'\nexport const x = [getPayload, getEnv]\n",
      'src/components/Site/Example.client.tsx',
    )
    expect(messages).toHaveLength(2)
  })
})
