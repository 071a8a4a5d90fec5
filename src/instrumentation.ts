/**
 * Next's start-up hook (`register` runs once per server process, before it answers requests):
 * server-side wiring that needs the scope of the start rather than a request's.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { rememberStartScope } = await import('@/lib/platform/runtime/outside-request')
  rememberStartScope()
}
