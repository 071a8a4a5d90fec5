import type { useTranslations } from 'next-intl'

import { hasOwnMessage, isExplainedFailure } from '@/lib/contact/schema'

type ContactFormTexts = ReturnType<typeof useTranslations<'contactForm'>>

/**
 * What a reader is told when the contact form was refused for another reason than its fields: a
 * refusal with a sentence of its own, an explained failure (« Erreur: {reason} ») or « Veuillez
 * réessayer plus tard ». The page (form sent without script) and the form (with script) say the same.
 */
export function contactFailureText(
  t: ContactFormTexts,
  error: unknown,
): { title: string; description?: string } {
  if (hasOwnMessage(error)) return { title: t(`errors.${error}`) }
  return {
    title: t('errors.genericTitle'),
    description: isExplainedFailure(error)
      ? t('errors.explained', { message: t(`errors.reasons.${error}`) })
      : t('errors.genericText'),
  }
}
