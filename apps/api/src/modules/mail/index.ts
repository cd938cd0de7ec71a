export { createMailer, outboxMailer, type Mailer, type MailMessage, type MailAttachment } from './mailer.js';
export { devOutboxRoutes, devOutboxState, isLoopbackHost } from './outbox.routes.js';
export { mailPurgeSteps } from './purge.js';
export { mailErasureSteps } from './erasure.js';
export { paragraphsMail } from './paragraphs-mail.js';
