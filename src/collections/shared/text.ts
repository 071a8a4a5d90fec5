import type { FieldHook } from 'payload'

import { cleanLine } from '@/lib/platform/text/clean'

/** A one-line text field saved without control or direction-changing characters (any API). */
export const cleanLineHook: FieldHook = ({ value }) =>
  typeof value === 'string' ? cleanLine(value) : value
