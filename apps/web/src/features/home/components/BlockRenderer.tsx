import { Suspense } from 'react';
import type { CategoryBlock } from '@spesa/domain';
import { blockRegistry } from '../blocks/registry';

const warned = new Set<string>();

/** Looks the block's modeName up in the registry; unknown types render nothing (and say so in dev). */
export function BlockRenderer({
  block,
  eager,
  fluid,
}: {
  block: CategoryBlock;
  eager?: boolean;
  fluid?: boolean;
}) {
  const modeName = block.templateBlockType?.modeName;
  const Component = modeName ? blockRegistry[modeName] : undefined;
  if (!Component) {
    if (import.meta.env.DEV && !warned.has(String(modeName))) {
      warned.add(String(modeName));
      console.warn(
        `[home] blocco sconosciuto "${modeName}" (categoryBlockId ${block.categoryBlockId}): non mostrato`,
      );
    }
    return null;
  }
  // Some blocks load their code on first use (registry.ts): nothing shows until it has come.
  return (
    <Suspense fallback={null}>
      <Component block={block} eager={eager} fluid={fluid} />
    </Suspense>
  );
}
