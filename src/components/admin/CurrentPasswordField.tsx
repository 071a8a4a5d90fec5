'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** The admin's « mot de passe actuel » input: masked, never filled in, never validated in the browser. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={field}
    path={path ?? field.name}
    validate={() => true}
  />
)
