/** The dependency gate (scripts/check-dependencies.mjs): version order and floors over a lock file. */
import { describe, expect, it } from 'vitest'

import { compareVersions, floorViolations } from '../../scripts/check-dependencies.mjs'

describe('compareVersions', () => {
  it('orders numerically, part by part, with pre-releases before the release', () => {
    expect(compareVersions('16.0.10', '16.0.9')).toBeGreaterThan(0)
    expect(compareVersions('3.49.1', '3.100.0')).toBeLessThan(0)
    expect(compareVersions('19.2.3', '19.2.3')).toBe(0)
    expect(compareVersions('16.0.10-canary.1', '16.0.10')).toBeLessThan(0)
  })
})

describe('floorViolations', () => {
  const floors = { next: { min: '16.0.10', why: 'RSC advisory' } }
  it('reports every copy below its floor, nested copies included', () => {
    const lockfile = {
      packages: {
        '': { name: 'site' },
        'node_modules/next': { version: '16.0.9' },
        'node_modules/other/node_modules/next': { version: '15.5.0' },
        'node_modules/react': { version: '1.0.0' },
      },
    }
    const problems = floorViolations(lockfile, floors)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain('next@16.0.9')
    expect(problems[0]).toContain('RSC advisory')
  })
  it('accepts copies at or above the floor', () => {
    const lockfile = { packages: { 'node_modules/next': { version: '16.4.5' } } }
    expect(floorViolations(lockfile, floors)).toEqual([])
  })
  it("holds for this repository's own lock file", async () => {
    const fs = await import('node:fs')
    const lockfile = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
    const { floors: ours } = JSON.parse(fs.readFileSync('scripts/dependency-floors.json', 'utf8'))
    expect(floorViolations(lockfile, ours)).toEqual([])
  })
})
