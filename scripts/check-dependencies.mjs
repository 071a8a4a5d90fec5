/**
 * The dependency gate of `npm test` (and so of CI):
 * 1. every copy of a package listed in scripts/dependency-floors.json that package-lock.json holds is
 *    at least its floor (the lowest version this site accepts, with the advisory that set it);
 * 2. `npm audit --omit=dev` when the registry's advisory service answers: any high or critical
 *    advisory on a production dependency fails. When the service cannot be reached (offline machines,
 *    registries or proxies without it) this part says so loudly and does not fail: the floors still hold.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Compares dotted versions numerically (pre-release tags sort before the release). */
export function compareVersions(a, b) {
  const split = (version) => {
    const [main, pre] = version.split('-', 2)
    return { parts: main.split('.').map((part) => Number.parseInt(part, 10) || 0), pre }
  }
  const left = split(a)
  const right = split(b)
  for (let i = 0; i < Math.max(left.parts.length, right.parts.length); i++) {
    const diff = (left.parts[i] ?? 0) - (right.parts[i] ?? 0)
    if (diff !== 0) return diff
  }
  if (left.pre && !right.pre) return -1
  if (!left.pre && right.pre) return 1
  return 0
}

/** Every copy below its floor, as readable lines. */
export function floorViolations(lockfile, floors) {
  const problems = []
  for (const [location, entry] of Object.entries(lockfile.packages ?? {})) {
    if (!location.includes('node_modules/')) continue
    const name = entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 13)
    const floor = floors[name]
    if (!floor || !entry.version) continue
    if (compareVersions(entry.version, floor.min) < 0)
      problems.push(`${name}@${entry.version} (${location}) is below ${floor.min}: ${floor.why}`)
  }
  return problems
}

function runAudit() {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['audit', '--omit=dev', '--json'],
      { cwd: root, timeout: 60_000, maxBuffer: 32 * 1024 * 1024 },
      (_error, stdout) => {
        try {
          resolve(JSON.parse(stdout))
        } catch {
          resolve(null)
        }
      },
    )
  })
}

async function main() {
  const lockfile = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const { floors } = JSON.parse(
    fs.readFileSync(path.join(root, 'scripts/dependency-floors.json'), 'utf8'),
  )
  const problems = floorViolations(lockfile, floors)
  for (const problem of problems) console.error(`✖ ${problem}`)
  if (problems.length === 0)
    console.log(`✔ ${Object.keys(floors).length} dependency floors respected`)

  const audit = await runAudit()
  const counts = audit?.metadata?.vulnerabilities
  if (!counts) {
    const reason = audit?.message ?? audit?.error?.summary ?? 'no answer'
    console.log(`! npm audit skipped: the registry's advisory service did not answer (${reason})`)
  } else {
    const serious = (counts.high ?? 0) + (counts.critical ?? 0)
    const line = `npm audit (production dependencies): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`
    if (serious > 0) {
      console.error(`✖ ${line}`)
      for (const [name, entry] of Object.entries(audit.vulnerabilities ?? {}))
        if (entry.severity === 'high' || entry.severity === 'critical')
          console.error(`  ${name} (${entry.severity}): ${entry.range}`)
      problems.push(line)
    } else console.log(`✔ ${line}`)
  }
  if (problems.length) process.exit(1)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
