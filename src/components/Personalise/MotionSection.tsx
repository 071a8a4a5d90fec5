import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { cursorTypes, PARTICLE_COUNT_RANGE, particleTypes } from '@/lib/personalisation'

import { Choice, Section, Slider, Toggle, type SectionProps } from './fields'
import { watchReducedMotion } from './reader-settings'

/** « Mouvement »: the animations, the particles (type and number) and the cursor (its shape). */
export function MotionSection({ draft, onChange }: SectionProps) {
  const t = useTranslations('personalise')
  const isReducedMotion = useSyncExternalStore(
    watchReducedMotion,
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  )
  return (
    <Section title={t('motion')}>
      <Toggle
        label={t('animations')}
        hint={t('animationsHint')}
        checked={draft.animations}
        onChange={(value) => onChange({ field: 'animations', value })}
      />
      <Toggle
        label={t('particleEffects')}
        hint={t('particleEffectsHint')}
        checked={draft.particleEffects}
        onChange={(value) => onChange({ field: 'particleEffects', value })}
      />
      {draft.particleEffects ? (
        <>
          {isReducedMotion ? (
            <p role="note" className="text-sm text-ink-soft">
              {t('reducedMotion')}
            </p>
          ) : null}
          <Choice
            id="personalise-particleType"
            label={t('particleType')}
            value={draft.particleType}
            options={particleTypes.map((value) => [value, t(`particleTypes.${value}`)])}
            onChange={(value) => onChange({ field: 'particleType', value })}
          />
          <Slider
            id="personalise-particleCount"
            label={t('particleCount')}
            shown={String(draft.particleCount)}
            range={{ ...PARTICLE_COUNT_RANGE, step: 5 }}
            value={draft.particleCount}
            onChange={(value) => onChange({ field: 'particleCount', value })}
          />
        </>
      ) : null}
      <Toggle
        label={t('customCursor')}
        hint={t('customCursorHint')}
        checked={draft.customCursor}
        onChange={(value) => onChange({ field: 'customCursor', value })}
      />
      {draft.customCursor ? (
        <Choice
          id="personalise-cursorType"
          label={t('cursorType')}
          value={draft.cursorType}
          options={cursorTypes.map((value) => [value, t(`cursors.${value}`)])}
          onChange={(value) => onChange({ field: 'cursorType', value })}
        />
      ) : null}
    </Section>
  )
}
