import { createRequire } from 'node:module';
import type NodemailerType from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { DbJobQueue } from '../jobs/index.js';
import { insertOutboxMail } from './outbox.repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one way the app sends e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const MAIL_JOB = 'mail.send';

/**
 * SMTP through nodemailer when SMTP_URL is set, sent by the job queue: a request never waits for
 * or fails on the mail server, and a refused delivery is retried. Otherwise the development
 * outbox table, written at once (it is the database: nothing to retry).
 */
export function createMailer(config: Config, db: Db, clock: Clock, jobs: DbJobQueue): Mailer {
  if (!config.SMTP_URL) return outboxMailer(db, clock);
  const smtp = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  jobs.register(MAIL_JOB, (payload) => smtp.send(payload as MailMessage));
  return { send: (m) => jobs.enqueue(MAIL_JOB, m) };
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
