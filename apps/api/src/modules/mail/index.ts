export { createMailer, outboxMailer, type Mailer, type MailMessage } from './mailer.js';
export { devOutboxRoutes } from './outbox.routes.js';
