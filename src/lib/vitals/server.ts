/** Real visitors' Core Web Vitals, server entry: storing a report. */
import 'server-only'

export * from './service'
