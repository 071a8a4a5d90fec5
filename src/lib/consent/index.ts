/** Cookie consent: the decision's rules, what each category stores, the proof kept on the server. */
export * from './records'
export * from './shared'
export * from './storage'
