import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False in the server's HTML and while it hydrates, true once the component runs in the browser. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
