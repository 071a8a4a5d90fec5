/** Legal pages' links and the business facts filled into their texts. */
export * from './links'
export * from './tokens'
