import { readString, writeString } from '../../../lib/storage';

// The Tutorial block's last-seen rule (spec section 4): shown only when the first proposal's id
// differs from the id recorded when a tutorial was last closed; closing records it.

const KEY = 'spesa.tutorial.lastSeen';

export function shouldShowTutorial(firstProposalId: number | undefined): boolean {
  return firstProposalId !== undefined && readString('local', KEY) !== String(firstProposalId);
}

export function markTutorialSeen(firstProposalId: number): void {
  writeString('local', KEY, String(firstProposalId));
}
