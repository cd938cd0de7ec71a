import { beforeEach, describe, expect, it } from 'vitest';
import { markTutorialSeen, shouldShowTutorial } from './tutorial-seen';

// Spec section 4: shown only when the first proposal id differs from the last-seen one.
describe('tutorial last-seen rule', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows a tutorial on the first visit and not after it was closed', () => {
    expect(shouldShowTutorial(7)).toBe(true);
    markTutorialSeen(7);
    expect(shouldShowTutorial(7)).toBe(false);
  });

  it('shows a new tutorial again, and nothing without slides', () => {
    markTutorialSeen(7);
    expect(shouldShowTutorial(8)).toBe(true);
    expect(shouldShowTutorial(undefined)).toBe(false);
  });
});
