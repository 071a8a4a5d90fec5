/** The bot check (self-hosted ALTCHA proof of work): challenges and their verification. */
export * from './altcha'
