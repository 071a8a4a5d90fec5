import type { Locale } from '@/i18n/locales'

/** Small flags for the language selector (decorative: the language name is always written next to it). */
export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  const common = { viewBox: '0 0 30 20', className, 'aria-hidden': true, focusable: false } as const
  switch (locale) {
    case 'fr':
      return (
        <svg {...common}>
          <rect width="10" height="20" fill="#002654" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ce1126" />
        </svg>
      )
    case 'en':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
          <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
        </svg>
      )
    case 'es':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </svg>
      )
    case 'de':
      return (
        <svg {...common}>
          <rect width="30" height="7" fill="#000" />
          <rect y="6.66" width="30" height="6.68" fill="#dd0000" />
          <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
        </svg>
      )
    case 'nl':
      return (
        <svg {...common}>
          <rect width="30" height="7" fill="#ae1c28" />
          <rect y="6.66" width="30" height="6.68" fill="#fff" />
          <rect y="13.33" width="30" height="6.67" fill="#21468b" />
        </svg>
      )
  }
}
