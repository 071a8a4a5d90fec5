/** The contact form's plain entry: its rules, shared by the browser and the server. */
export * from './schema'
