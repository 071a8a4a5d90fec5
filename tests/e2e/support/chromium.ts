import fs from 'node:fs'

/** Debian's Chromium (or CHROME_PATH); Playwright's own browser download does not work here. */
export function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter(Boolean)
  return candidates.find((candidate) => fs.existsSync(candidate as string))
}

/** Headless flags: no sandbox as root, and no background calls to Google's services (closed network). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** The Chromium binary, or a clear stop: both Playwright configurations need one. */
export function requireChromium(): string {
  const executablePath = chromiumPath()
  if (!executablePath)
    throw new Error(
      'Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH',
    )
  return executablePath
}
