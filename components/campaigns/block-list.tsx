import type { ComponentType, ReactNode } from 'react';
import { HeroFormScope } from '@/components/enquiry/hero-form-scope';

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

/** The blocks that hold the enquiry form with the id Get Started links to (HeroBanner, EnquirySection). */
const FORM_BLOCK_TYPES: ReadonlySet<string> = new Set(['hero', 'enquiry']);

/**
 * `children` (the page, with any chrome that has a Get Started) marked as a page whose blocks hold
 * the enquiry form, when they do: its Get Started links lead there before scripts run.
 */
export function WithHeroForm({ blocks, children }: { blocks: readonly { type: string }[]; children: ReactNode }) {
  return blocks.some((block) => FORM_BLOCK_TYPES.has(block.type)) ? <HeroFormScope>{children}</HeroFormScope> : children;
}
