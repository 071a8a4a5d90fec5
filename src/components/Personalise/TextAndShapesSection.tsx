import { useTranslations } from 'next-intl'

import {
  backgroundPatterns,
  BORDER_RADIUS_RANGE,
  FONT_SIZE_RANGE,
  fontFamilies,
} from '@/lib/personalisation'

import { Choice, Section, Slider, type SectionProps } from './fields'

/** « Texte et formes »: the font, the text size, the corners and the background pattern. */
export function TextAndShapesSection({ draft, onChange }: SectionProps) {
  const t = useTranslations('personalise')
  return (
    <Section title={t('textAndShapes')}>
      <Choice
        id="personalise-fontFamily"
        label={t('fontFamily')}
        value={draft.fontFamily}
        options={fontFamilies.map((value) => [value, t(`fonts.${value}`)])}
        onChange={(value) => onChange({ field: 'fontFamily', value })}
      />
      <Slider
        id="personalise-fontSize"
        label={t('fontSize')}
        shown={t('pixels', { value: draft.fontSize })}
        range={{ ...FONT_SIZE_RANGE, step: 1 }}
        value={draft.fontSize}
        onChange={(value) => onChange({ field: 'fontSize', value })}
      />
      <Slider
        id="personalise-borderRadius"
        label={t('borderRadius')}
        shown={t('pixels', { value: draft.borderRadius })}
        range={{ ...BORDER_RADIUS_RANGE, step: 2 }}
        value={draft.borderRadius}
        onChange={(value) => onChange({ field: 'borderRadius', value })}
      />
      <Choice
        id="personalise-backgroundPattern"
        label={t('backgroundPattern')}
        value={draft.backgroundPattern}
        options={backgroundPatterns.map((value) => [value, t(`patterns.${value}`)])}
        onChange={(value) => onChange({ field: 'backgroundPattern', value })}
      />
    </Section>
  )
}
