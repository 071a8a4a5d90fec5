/** The feedback widget's plain entry: its rules and the averages shown to staff. */
export * from './averages'
export * from './schema'
