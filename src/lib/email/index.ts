/**
 * The site's e-mails: templates in five languages and the queue that sends them (through the platform's
 * job runner and mail transport).
 */
export * from './queue'
export * from './templates'
