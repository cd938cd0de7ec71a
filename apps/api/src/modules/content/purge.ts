import { daysBefore, type PurgeStep } from '../jobs/index.js';
import { deleteUnclaimedUploads } from './forms.repository.js';
import { UploadStore } from './upload-store.js';

/** A file attached to a form that was never sent is kept a day (decision 0052), then removed. */
export const UNCLAIMED_UPLOAD_DAYS = 1;

export function contentPurgeSteps(uploadDir: string): PurgeStep[] {
  const store = new UploadStore(uploadDir);
  return [
    {
      name: 'formUploads',
      // The row goes first, by a conditional delete (a submission claiming it at the same
      // moment wins or loses as a whole); then its file.
      async run(db, now) {
        const tokens = await deleteUnclaimedUploads(db, daysBefore(now, UNCLAIMED_UPLOAD_DAYS));
        for (const token of tokens) store.discard(store.pathOf(token));
        return tokens.length;
      },
    },
  ];
}
