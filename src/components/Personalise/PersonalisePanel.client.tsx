'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Palette } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useReducer, useTransition } from 'react'

import { Button } from '@/components/ui/button'
import { DialogHeading } from '@/components/ui/dialog-heading'
import { toast } from '@/components/ui/toast'
import type { ReaderTheme, ThemeSettings } from '@/lib/personalisation'

import { saveThemeAction } from './actions'
import { differences, keepInBrowser, preview } from './apply-theme'
import { ColorsSection } from './ColorsSection'
import { MotionSection } from './MotionSection'
import { breaksARule, initialPanelState, panelReducer, type ThemeChange } from './panel-state'
import { storedReaderTheme, UI_SOUND_EVENT } from './reader-settings'
import { SoundsSection } from './SoundsSection'
import { TextAndShapesSection } from './TextAndShapesSection'
import { PERSONALISE_TRIGGER_CLASS } from './trigger'

type Props = {
  /** The site's theme (staff's), what « Revenir au thème du site » comes back to. */
  site: ThemeSettings
  /** A member's stored settings (null for a visitor, whose settings are in this browser). */
  saved: ReaderTheme | null
  isMember: boolean
  /** Loaded by a click on the placeholder button (./PersonaliseLauncher.client.tsx): open at once. */
  isInitiallyOpen?: boolean
}

/**
 * « Personnaliser » (docs/personalisation.md): the reader's own colours, text size, corners and
 * animations on top of the site's theme, previewed as they change. A member's are saved in the
 * profile (checked again by the server); a visitor's in this browser with functional consent,
 * otherwise for the page in view only.
 */
export default function PersonalisePanel({
  site,
  saved,
  isMember,
  isInitiallyOpen = false,
}: Props) {
  const t = useTranslations('personalise')
  // A member's settings come from the server only; a visitor's are in this browser.
  const storedHere = () => (isMember ? null : storedReaderTheme())
  const [state, dispatch] = useReducer(panelReducer, undefined, () =>
    initialPanelState({
      site,
      saved,
      stored: isInitiallyOpen ? storedHere() : null,
      isOpen: isInitiallyOpen,
    }),
  )
  const { isOpen, applied, draft } = state
  const [isSaving, startSaving] = useTransition()

  function openChange(open: boolean) {
    if (open) dispatch({ type: 'opened', stored: storedHere() })
    else {
      // Closed without saving: back to what was applied before.
      preview(applied)
      dispatch({ type: 'closed' })
    }
  }

  function change(themeChange: ThemeChange) {
    const action = { type: 'changed', ...themeChange } as const
    dispatch(action)
    const next = panelReducer(state, action).draft
    if (!breaksARule(next)) preview(next)
  }

  function save(theme: ThemeSettings, isReset = false) {
    if (breaksARule(theme)) {
      toast.error(t('refused'))
      return
    }
    startSaving(async () => {
      if (isMember) {
        const own = differences(theme, site)
        const result = await saveThemeAction(Object.keys(own).length ? own : null).catch(() => null)
        if (result?.status !== 'saved') {
          toast.error(result?.status === 'invalid' ? t('refused') : t('failed'))
          return
        }
        toast.success(isReset ? t('resetDone') : t('savedMember'))
      } else if (keepInBrowser(theme, site)) {
        toast.success(isReset ? t('resetDone') : t('saved'))
      } else {
        toast(t('pageOnly'))
      }
      preview(theme)
      window.dispatchEvent(new CustomEvent(UI_SOUND_EVENT, { detail: 'success' }))
      dispatch({ type: 'saved', theme })
    })
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={openChange}>
      <Dialog.Trigger
        aria-label={t('open')}
        title={t('open')}
        className={PERSONALISE_TRIGGER_CLASS}
      >
        <Palette className="size-[1.15rem]" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-forest-950/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-[70] flex w-[min(26rem,100vw)] flex-col overflow-y-auto border-l border-line bg-canvas p-6 shadow-2xl focus:outline-none">
          <DialogHeading
            title={t('title')}
            description={t('description')}
            closeLabel={t('close')}
          />
          <ColorsSection draft={draft} site={site} onChange={change} />
          <TextAndShapesSection draft={draft} onChange={change} />
          <MotionSection draft={draft} onChange={change} />
          <SoundsSection draft={draft} onChange={change} />
          <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
            <Button onClick={() => save(draft)} disabled={isSaving || breaksARule(draft)}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={() => save(site, true)} disabled={isSaving}>
              {t('reset')}
            </Button>
            {!isMember ? <p className="text-xs text-ink-soft">{t('visitorNote')}</p> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
