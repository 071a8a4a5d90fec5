/** Personalisation's plain entry: the theme's defaults, limits and contrast rules. */
export * from './contrast'
export * from './theme'
