import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, createNonce } from '@/lib/security/csp'

describe('content security policy', () => {
  it('allows scripts only with the nonce and forbids framing and plugins', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', isDevelopment: false })
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).not.toMatch(/https?:\/\//)
  })

  it('allows same-origin frames only for the admin’s live preview', () => {
    const admin = contentSecurityPolicy({ nonce: 'n', isDevelopment: false, framing: 'embedsSite' })
    expect(admin).toContain("frame-src 'self'")
    expect(admin).toContain("frame-ancestors 'none'")
    const preview = contentSecurityPolicy({
      nonce: 'n',
      isDevelopment: false,
      framing: 'inAdminPreview',
    })
    expect(preview).toContain("frame-ancestors 'self'")
    expect(preview).toContain("frame-src 'none'")
  })

  it('gives a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()))
    expect(nonces.size).toBe(100)
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })
})
