import type { CheckboxField, FieldHook } from 'payload'

/** A relation's id, whether Payload hands over the id or the populated document. */
function idOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id
  return value ?? null
}

/** True when this update puts another file behind the relation `field` than the stored one. */
export function relationChanged(
  field: string,
  data: Record<string, unknown> | undefined,
  originalDoc: Record<string, unknown> | undefined,
): boolean {
  if (!data || !(field in data)) return false
  return idOf(data[field]) !== idOf(originalDoc?.[field])
}

/** True when this update of an upload document brings a new file. */
export function uploadChanged(
  hasIncomingFile: boolean,
  data: Record<string, unknown> | undefined,
  originalDoc: Record<string, unknown> | undefined,
): boolean {
  if (hasIncomingFile) return true
  const filename = data?.filename
  return typeof filename === 'string' && filename !== originalDoc?.filename
}

/**
 * « Fichier provisoire »: set by the launch seed on the files it generates (stand-in clips, drawn
 * illustrations), cleared by itself when staff put a real file in their place, so the site stops
 * presenting the stand-in as such and the launch checklist stops listing it.
 */
export function placeholderField(
  fileChanged: (args: Parameters<FieldHook>[0]) => boolean,
  description: { fr: string; en: string },
): CheckboxField {
  return {
    name: 'placeholder',
    type: 'checkbox',
    defaultValue: false,
    label: { fr: 'Fichier provisoire (généré)', en: 'Placeholder file (generated)' },
    admin: { position: 'sidebar', description },
    hooks: {
      beforeChange: [
        (args) => (args.operation === 'update' && fileChanged(args) ? false : args.value),
      ],
    },
  }
}
