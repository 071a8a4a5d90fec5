import { format } from 'date-fns'
import { fr } from 'date-fns/locale/fr'
import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  ADMIN_DATE_FORMAT,
  frenchAdminDates,
  PICKER_FORMATS,
} from '@/lib/platform/payload/admin-dates'

// 3 November 2026, 07:05 and 19:40 in the machine's time zone: Payload formats in the browser's.
const morning = new Date(2026, 10, 3, 7, 5)
const evening = new Date(2026, 10, 3, 19, 40)

describe('admin dates in French', () => {
  it('list cells read day, month, year and a 24-hour time', () => {
    expect(format(morning, ADMIN_DATE_FORMAT, { locale: fr })).toBe('3 novembre 2026, 07:05')
    expect(format(evening, ADMIN_DATE_FORMAT, { locale: fr })).toBe('3 novembre 2026, 19:40')
  })

  it('every date field without its own format gets its picker’s French pattern, nested ones too', () => {
    const fields: Field[] = [
      { name: 'day', type: 'date' },
      { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'own', type: 'date', admin: { date: { displayFormat: 'yyyy' } } },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Onglet',
            fields: [{ name: 'group', type: 'group', fields: [{ name: 'inner', type: 'date' }] }],
          },
        ],
      },
      {
        name: 'list',
        type: 'array',
        fields: [{ name: 'time', type: 'date', admin: { date: { pickerAppearance: 'timeOnly' } } }],
      },
    ]
    const config = frenchAdminDates({ collections: [{ slug: 'things', fields }] } as Config)
    const [day, at, own, tabs, list] = config.collections![0]!.fields as [
      Field,
      Field,
      Field,
      Extract<Field, { type: 'tabs' }>,
      Extract<Field, { type: 'array' }>,
    ]
    const dateOf = (field: Field) => (field.type === 'date' ? field.admin?.date : undefined)
    expect(dateOf(day)).toEqual({ displayFormat: 'dd/MM/yyyy' })
    expect(dateOf(at)).toEqual({
      pickerAppearance: 'dayAndTime',
      displayFormat: 'd MMM yyyy, HH:mm',
      timeFormat: 'HH:mm',
    })
    expect(dateOf(own)).toEqual({ displayFormat: 'yyyy' })
    const group = tabs.tabs[0]!.fields[0] as Extract<Field, { type: 'group' }>
    expect(dateOf(group.fields[0]!)).toEqual({ displayFormat: 'dd/MM/yyyy' })
    expect(dateOf(list.fields[0]!)).toMatchObject({ displayFormat: 'HH:mm', timeFormat: 'HH:mm' })
    expect(format(morning, PICKER_FORMATS.dayAndTime, { locale: fr })).toBe('3 nov. 2026, 07:05')
    expect(format(morning, PICKER_FORMATS.default, { locale: fr })).toBe('03/11/2026')
  })
})
