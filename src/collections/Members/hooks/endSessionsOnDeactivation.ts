import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Switching « Compte actif » off signs the member out everywhere at once: the same write empties the
 * account's sessions, and Payload's session check (the token's `sid` must be in the account, read from
 * the database on every request and every instance) then refuses every token it had issued. Signing in
 * is refused while the account is inactive (`refuseInactive`), so reactivating it revives none. Any
 * save of an inactive account empties them again, sessions left from before included.
 */
export const endSessionsOnDeactivation: CollectionBeforeChangeHook = ({
  data,
  operation,
  originalDoc,
}) => {
  if (operation !== 'update') return data
  const isActive =
    data.isActive ?? (originalDoc as { isActive?: boolean | null } | undefined)?.isActive
  return isActive === false ? { ...data, sessions: [] } : data
}
