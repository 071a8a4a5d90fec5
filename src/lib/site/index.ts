/** The launch checklist. Settings read from the database are in ./server.ts. */
export * from './launch-checklist'
export { readLaunchChecklist } from './launch-state'
