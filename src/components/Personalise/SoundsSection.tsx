import { useTranslations } from 'next-intl'

import { AMBIENT_VOLUME_RANGE, ambientSoundTypes, sameOriginAudioPath } from '@/lib/personalisation'

import { Choice, Section, Slider, Toggle, type SectionProps } from './fields'

/** « Sons »: the ambient sound (its kind, volume, an own sound of this site) and interface sounds. */
export function SoundsSection({ draft, onChange }: SectionProps) {
  const t = useTranslations('personalise')
  const audioUrlProblem =
    sameOriginAudioPath(draft.customAudioUrl) === false ? t('errors.audioUrl') : null
  return (
    <Section title={t('sounds')}>
      <Toggle
        label={t('ambientSounds')}
        hint={t('ambientSoundsHint')}
        checked={draft.ambientSounds}
        onChange={(value) => onChange({ field: 'ambientSounds', value })}
      />
      {draft.ambientSounds ? (
        <>
          <Choice
            id="personalise-ambientSoundType"
            label={t('ambientSoundType')}
            value={draft.ambientSoundType}
            options={ambientSoundTypes.map((value) => [value, t(`ambientTypes.${value}`)])}
            onChange={(value) => onChange({ field: 'ambientSoundType', value })}
          />
          <Slider
            id="personalise-ambientVolume"
            label={t('ambientVolume')}
            shown={t('percent', { value: draft.ambientVolume })}
            range={AMBIENT_VOLUME_RANGE}
            value={draft.ambientVolume}
            onChange={(value) => onChange({ field: 'ambientVolume', value })}
          />
          <div>
            <label htmlFor="personalise-customAudioUrl" className="text-sm font-medium text-ink">
              {t('customAudioUrl')}
            </label>
            <input
              id="personalise-customAudioUrl"
              type="text"
              inputMode="url"
              spellCheck={false}
              value={draft.customAudioUrl ?? ''}
              placeholder="/api/site-audio/file/…"
              aria-invalid={audioUrlProblem ? true : undefined}
              aria-describedby="personalise-customAudioUrl-hint"
              onChange={(event) =>
                onChange({ field: 'customAudioUrl', value: event.target.value.trim() || null })
              }
              className="mt-1.5 h-10 w-full rounded-[var(--radius-base)] border border-line bg-surface px-3 text-sm text-ink"
            />
            <p
              id="personalise-customAudioUrl-hint"
              className={
                audioUrlProblem
                  ? 'mt-1.5 text-sm text-[var(--error-text)]'
                  : 'mt-1.5 text-xs text-ink-soft'
              }
            >
              {audioUrlProblem ?? t('customAudioUrlHint')}
            </p>
          </div>
        </>
      ) : null}
      <Toggle
        label={t('soundEffects')}
        hint={t('soundEffectsHint')}
        checked={draft.soundEffects}
        onChange={(value) => onChange({ field: 'soundEffects', value })}
      />
    </Section>
  )
}
