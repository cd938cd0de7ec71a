import { createRequire } from 'node:module';
import type NodemailerType from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { insertOutboxMail } from './outbox.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The one way the app sends e-mail. Today mails are sent inside the request; a job queue can
 * implement this interface later without touching the callers.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the development outbox table. */
export function createMailer(config: Config, db: Db, clock: Clock): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return outboxMailer(db, clock);
}

function smtpMailer(url: string, from: string): Mailer {
  // Loaded only when SMTP is configured: the development outbox does not need it.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof NodemailerType;
  const transport = nodemailer.createTransport(url);
  return {
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

export function outboxMailer(db: Db, clock: Clock): Mailer {
  return {
    async send(m) {
      await insertOutboxMail(db, { ...m, created_at: clock.now().toISOString() });
    },
  };
}
