/**
 * Waits for a server the scripts started themselves (nginx in front of the site, the benchmark's
 * Lighthouse reference page) to answer, and stops waiting as soon as its process has exited.
 */
import type { ChildProcess } from 'node:child_process'

/**
 * Asks `url` every `intervalMs` until a response that `accepts` takes (by default any HTTP answer).
 * Resolves false when `child` exited first or after `attempts` tries, so that the caller says why.
 */
export async function waitUntilAnswers(
  url: string,
  child: ChildProcess,
  options: { intervalMs: number; attempts?: number; accepts?: (response: Response) => boolean },
): Promise<boolean> {
  const { intervalMs, attempts = 100, accepts = () => true } = options
  for (let attempt = 1; ; attempt++) {
    const answered = await fetch(url).then(accepts, () => false)
    if (answered) return true
    if (child.exitCode !== null || child.signalCode !== null || attempt >= attempts) return false
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
