'use client'

import { Button, useConfig, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type State =
  | { kind: 'checking' }
  | { kind: 'open' }
  | { kind: 'blocked'; id: number | string }
  | { kind: 'error'; message: string }

/** The address's row in `blocked-addresses`, if any. */
async function currentBlock(api: string, ip: string): Promise<State> {
  const response = await fetch(
    `${api}/blocked-addresses?where[address][equals]=${encodeURIComponent(ip)}&limit=1&depth=0`,
    { credentials: 'include' },
  )
  if (!response.ok) return { kind: 'error', message: `Lecture impossible (${response.status})` }
  const { docs } = (await response.json()) as { docs: { id: number | string }[] }
  return docs[0] ? { kind: 'blocked', id: docs[0].id } : { kind: 'open' }
}

/**
 * In a fingerprint's sidebar: blocks the device's IP address in one click (a row of
 * `blocked-addresses`, through the REST API with the administrator's session), or links to the
 * existing block.
 */
export function BlockAddressButton() {
  const ip = useFormFields(([fields]) => fields.ip?.value) as string | undefined
  const reason = useFormFields(([fields]) => fields.blockedReason?.value) as string | undefined
  const {
    config: {
      routes: { api, admin },
    },
  } = useConfig()
  const [state, setState] = useState<State>({ kind: 'checking' })
  const [checks, setChecks] = useState(0)

  useEffect(() => {
    if (!ip) return
    let isCurrent = true
    void currentBlock(api, ip).then((next) => {
      if (isCurrent) setState(next)
    })
    return () => {
      isCurrent = false
    }
  }, [api, ip, checks])

  if (!ip || ip === 'local') return null

  async function block() {
    setState({ kind: 'checking' })
    const response = await fetch(`${api}/blocked-addresses`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: ip, reason: reason || undefined }),
    })
    if (!response.ok) {
      setState({ kind: 'error', message: `Blocage impossible (${response.status})` })
      return
    }
    setChecks((count) => count + 1)
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <div className="field-label">Adresse IP {ip}</div>
      {state.kind === 'blocked' ? (
        <p>
          Adresse bloquée —{' '}
          <a href={`${admin}/collections/blocked-addresses/${state.id}`}>voir ou débloquer</a>
        </p>
      ) : (
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={state.kind === 'checking'}
          onClick={() => void block()}
        >
          Bloquer cette adresse IP
        </Button>
      )}
      {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
    </div>
  )
}
