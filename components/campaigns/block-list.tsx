import type { ComponentType } from 'react';

/**
 * A page's sections, one block after another, each rendered by `render` (SiteBlock, HomeBlock or
 * LandingBlock: the narrowest that covers the page's blocks, since the page ships the client code
 * of every section its renderer can show).
 */
export function BlockList<Block>({ blocks, render: Render }: { blocks: readonly Block[]; render: ComponentType<{ block: Block }> }) {
  return (
    <>
      {blocks.map((block, index) => (
        // The list is fixed at build time, so the position is a stable key.
        <Render key={index} block={block} />
      ))}
    </>
  );
}
