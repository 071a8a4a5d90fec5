'use client'

import { Button, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** A reply that quotes nothing (a long quote could exceed what mail programs accept in a link). */
function mailtoLink({ email, subject, name }: { email: string; subject: string; name: string }) {
  const query = new URLSearchParams({ subject: `Re: ${subject}`, body: `Bonjour ${name},\n\n` })
  // URLSearchParams writes spaces as "+", which mail programs show as is.
  return `mailto:${encodeURI(email)}?${query.toString().replace(/\+/g, '%20')}`
}

/**
 * Beside a contact message in the admin: "Répondre par e-mail" (the staff's mail program, addressed
 * to the sender, subject prefilled) and read/unread in one click, saved at once.
 */
export function ContactReply() {
  const { id } = useDocumentInfo()
  const email = useFormFields(([fields]) => fields.email?.value) as string | undefined
  const subject = useFormFields(([fields]) => fields.subject?.value) as string | undefined
  const name = useFormFields(([fields]) => fields.name?.value) as string | undefined
  const status = useField<string>({ path: 'status' })
  const [isSaving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (!id || !email) return null
  const isRead = status.value === 'read'

  async function toggle() {
    const next = isRead ? 'unread' : 'read'
    setSaving(true)
    setFailure(null)
    try {
      const response = await fetch(`/api/contact-messages/${id}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: next }),
      })
      if (!response.ok) throw new Error(String(response.status))
      // Saved already: the form shows the new value without counting it as an unsaved change.
      status.setValue(next, true)
    } catch {
      setFailure('Le statut n’a pas pu être enregistré. Réessayez.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="sylva-contact-reply">
      <Button
        el="anchor"
        url={mailtoLink({ email, subject: subject ?? '', name: name ?? '' })}
        buttonStyle="primary"
        size="medium"
        margin={false}
      >
        Répondre par e-mail
      </Button>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        disabled={isSaving}
        onClick={() => void toggle()}
      >
        {isRead ? 'Marquer comme non lu' : 'Marquer comme lu'}
      </Button>
      {failure ? (
        <p role="alert" className="sylva-contact-reply__error">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
