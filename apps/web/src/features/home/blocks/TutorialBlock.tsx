import { lazyPart } from '../../../components/ui/lazy-part/lazyPart';
import { useHydratedAnd } from '../../../lib/hydration';
import { inMobileApp } from '../../../lib/mobile-app';
import type { BlockProps } from './types';

const Tutorial = lazyPart('Tutorial', () => import('./Tutorial').then((m) => ({ default: m.Tutorial })));

/**
 * The Tutorial block: a dialog of the mobile app only (spec section 2, decision 0085). Drawn
 * once the page has hydrated, so the server never draws it and never announces its code: the
 * web's home neither loads the dialog's chunks nor shows it.
 */
export function TutorialBlock(props: BlockProps) {
  return useHydratedAnd(inMobileApp) ? <Tutorial {...props} /> : null;
}
