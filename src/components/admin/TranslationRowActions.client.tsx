'use client'

import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

type Outcome = { kind: 'idle' | 'working' } | { kind: 'done' | 'error'; message: string }

/**
 * In a translation row's sidebar: « Traduire maintenant » (or « Réessayer » after a failure) and the
 * row's priority, through POST /api/translations/actions with the staff member's session; a link to
 * the document itself.
 */
export function TranslationRowActions() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const priority = useFormFields(([fields]) => fields.priority?.value) as number | undefined
  const collection = useFormFields(([fields]) => fields.collection?.value) as string | undefined
  const documentId = useFormFields(([fields]) => fields.documentId?.value) as string | undefined
  const {
    config: {
      routes: { api, admin },
    },
  } = useConfig()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [wanted, setWanted] = useState<number>(priority ?? 5)

  if (!id) return null

  async function act(body: Record<string, unknown>, done: string) {
    setOutcome({ kind: 'working' })
    try {
      const response = await fetch(`${api}/translations/actions`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, ids: [id] }),
      })
      const answer = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok) throw new Error(answer.error ?? `Erreur ${response.status}`)
      setOutcome({ kind: 'done', message: done })
    } catch (error) {
      setOutcome({ kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }

  const waiting = status === 'pending' || status === 'queued' || status === 'failed'
  const documentPath = collection?.startsWith('global:')
    ? `${admin}/globals/${collection.slice('global:'.length)}`
    : `${admin}/collections/${collection}/${documentId}`

  return (
    <div className="field-type sylva-translation-row">
      {collection && documentId ? (
        <p>
          <a href={documentPath}>Ouvrir le document</a>
        </p>
      ) : null}
      {waiting ? (
        <Button
          buttonStyle="primary"
          size="small"
          disabled={outcome.kind === 'working'}
          onClick={() =>
            void act(
              { action: status === 'failed' ? 'retry' : 'now' },
              'Mise en file en priorité haute : rechargez dans un instant.',
            )
          }
        >
          {status === 'failed' ? 'Réessayer maintenant' : 'Traduire maintenant'}
        </Button>
      ) : null}
      <div className="sylva-translation-row__priority">
        <label htmlFor="translation-priority">Priorité (1 à 10, 10 d’abord)</label>
        <input
          id="translation-priority"
          type="number"
          min={1}
          max={10}
          step={1}
          value={wanted}
          onChange={(event) => setWanted(Number(event.target.value))}
        />
        <Button
          buttonStyle="secondary"
          size="small"
          disabled={outcome.kind === 'working'}
          onClick={() =>
            void act({ action: 'priority', priority: wanted }, 'Priorité enregistrée.')
          }
        >
          Changer la priorité
        </Button>
      </div>
      {outcome.kind === 'done' ? <p role="status">{outcome.message}</p> : null}
      {outcome.kind === 'error' ? (
        <p role="alert" className="sylva-translation-row__error">
          {outcome.message}
        </p>
      ) : null}
    </div>
  )
}
