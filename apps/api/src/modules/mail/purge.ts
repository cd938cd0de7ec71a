import { daysBefore, type PurgeStep } from '../jobs/index.js';
import { deleteOutboxMailsBefore } from './outbox.repository.js';

/** The development outbox is a convenience, not an archive: a month (decision 0016). */
export const OUTBOX_RETENTION_DAYS = 30;

export const mailPurgeSteps: PurgeStep[] = [
  {
    name: 'mailOutbox',
    run: (db, now) => deleteOutboxMailsBefore(db, daysBefore(now, OUTBOX_RETENTION_DAYS)),
  },
];
