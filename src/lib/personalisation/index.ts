/** Personalisation's plain entry: the theme's defaults, limits and rules, and the page sounds'. */
export * from './audio'
export * from './contrast'
export * from './theme'
