/**
 * The site's identity (its default brand name) and the launch checklist. Settings read from the
 * database are in ./server.ts.
 */
export * from './brand'
export * from './launch-checklist'
export { readLaunchChecklist } from './launch-state'
