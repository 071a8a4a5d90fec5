/** Legal pages: their addresses, their links and the business facts filled into their texts. */
export * from './links'
export * from './pages'
export * from './tokens'
