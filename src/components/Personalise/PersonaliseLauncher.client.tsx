'use client'

import { Palette } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, type ComponentProps } from 'react'

import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use'

import type PersonalisePanelType from './PersonalisePanel.client'
import { PERSONALISE_TRIGGER_CLASS } from './trigger'

/** The panel (its forms, rules and previews) travels only to those who open it (docs/performance.md). */
const loadPanel = () => import('./PersonalisePanel.client')
const PersonalisePanel = lazy(loadPanel)

type Props = Omit<ComponentProps<typeof PersonalisePanelType>, 'isInitiallyOpen'>

/**
 * The header's « Personnaliser » button. Until it is first used it is a plain button; pointing at it
 * or focusing it starts loading the panel, a click shows the panel open (the panel's own button then
 * takes this one's place).
 */
export function PersonaliseLauncher(props: Props) {
  const t = useTranslations('personalise')
  const { isWanted, want, preload } = useLoadOnFirstUse(loadPanel)
  const placeholder = (
    <button
      type="button"
      aria-label={t('open')}
      title={t('open')}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={want}
      className={PERSONALISE_TRIGGER_CLASS}
    >
      <Palette className="size-[1.15rem]" aria-hidden="true" />
    </button>
  )
  if (!isWanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <PersonalisePanel {...props} isInitiallyOpen />
    </Suspense>
  )
}
