/** Real visitors' Core Web Vitals, plain entry: the report's rules, the page kinds, the staff summary. */
export * from './kinds'
export * from './schema'
export * from './summary'
