/**
 * Dates in the admin the way French is written (issue 48 › 4): day, month, year, 24-hour time.
 * `ADMIN_DATE_FORMAT` is Payload's `admin.dateFormat` (list cells, "last modified", filters); the
 * plugin gives every date field without its own `displayFormat` the French pattern of its picker
 * (Payload's pickers would write « 11/03/2026 » month first, and times with AM/PM). date-fns
 * patterns, formatted with the admin's language (French).
 */
import type { Config, Field } from 'payload'

export const ADMIN_DATE_FORMAT = 'd MMMM yyyy, HH:mm'
export const ADMIN_TIME_FORMAT = 'HH:mm'

type PickerAppearance = 'dayAndTime' | 'dayOnly' | 'default' | 'monthOnly' | 'timeOnly'

/** The picker's pattern for each appearance (Payload's default appearance is the date alone). */
export const PICKER_FORMATS: Record<PickerAppearance, string> = {
  default: 'dd/MM/yyyy',
  dayAndTime: 'd MMM yyyy, HH:mm',
  dayOnly: 'd MMM',
  monthOnly: 'MMMM',
  timeOnly: ADMIN_TIME_FORMAT,
}

function withFrenchDates(field: Field): Field {
  if (field.type === 'date') {
    const date = field.admin?.date ?? {}
    if (date.displayFormat) return field
    const appearance = date.pickerAppearance ?? 'default'
    const hasTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
    return {
      ...field,
      admin: {
        ...field.admin,
        date: {
          ...date,
          displayFormat: PICKER_FORMATS[appearance],
          ...(hasTime ? { timeFormat: ADMIN_TIME_FORMAT } : {}),
        },
      },
    }
  }
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withFrenchDates) })),
    }
  if (field.type === 'blocks')
    return {
      ...field,
      blocks: field.blocks.map((block) => ({
        ...block,
        fields: block.fields.map(withFrenchDates),
      })),
    }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(withFrenchDates) } as Field
  return field
}

/** A Payload plugin: every collection's and global's date fields get the French patterns. */
export function frenchAdminDates(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      fields: collection.fields.map(withFrenchDates),
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      fields: global.fields.map(withFrenchDates),
    })),
  }
}
