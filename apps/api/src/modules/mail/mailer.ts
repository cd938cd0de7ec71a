import { createRequire } from 'node:module';
import type NodemailerType from 'nodemailer';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import type { BackgroundJobs } from '../jobs/index.js';
import { insertOutboxMail } from './outbox.repository.js';

/** A file sent with a mail, read from disk when the mail goes out. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Absolute path of the file (it must outlive the mail's delivery and retries). */
  path: string;
  size: number;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * The one way the app sends e-mail. The mail is written with `handle` (outbox row or queued job):
 * sent inside a transaction, it goes out only if that transaction commits.
 */
export interface Mailer {
  send(handle: DbOrTx, message: MailMessage): Promise<void>;
}

export const MAIL_JOB = 'mail.send';

/**
 * SMTP through nodemailer when SMTP_URL is set, sent by the job queue: a request never waits for
 * or fails on the mail server, and a refused delivery is retried. Otherwise the development
 * outbox table, written at once (it is the database: nothing to retry).
 */
export function createMailer(config: Config, clock: Clock, jobs: BackgroundJobs): Mailer {
  if (!config.SMTP_URL) return outboxMailer(clock);
  const smtp = smtpTransport(config.SMTP_URL, config.MAIL_FROM);
  jobs.register(MAIL_JOB, (payload) => smtp(payload as MailMessage));
  return { send: (handle, m) => jobs.enqueue(handle, MAIL_JOB, m) };
}

/** Talks to the SMTP server: only the mail job calls it, never inside a transaction. */
function smtpTransport(url: string, from: string): (m: MailMessage) => Promise<void> {
  // Loaded only when SMTP is configured: the development outbox does not need it.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof NodemailerType;
  const transport = nodemailer.createTransport(url);
  return async (m) => {
    await transport.sendMail({
      from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      attachments: m.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        path: a.path,
      })),
    });
  };
}

export function outboxMailer(clock: Clock): Mailer {
  return {
    async send(handle, m) {
      const { attachments = [], ...mail } = m;
      await insertOutboxMail(handle, {
        ...mail,
        // What was attached, not where it sits on disk.
        attachments_json: JSON.stringify(
          attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.size })),
        ),
        created_at: clock.now().toISOString(),
      });
    },
  };
}
