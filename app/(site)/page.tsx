import { pages } from '@/content/pages';
import { homeBlocks } from '@/content/page-blocks';
import { createPageMetadata } from '@/lib/metadata';
import { BlockList, WithHeroForm } from '@/components/campaigns/block-list';
import { HomeBlock } from '@/components/campaigns/home-block';

const page = pages.home;

export const metadata = createPageMetadata({
  title: page.metaTitle,
  description: page.metaDescription,
  path: page.path,
  keywords: page.keywords,
});

/** Home: the sections of docs/product.md §2 'Home page sections', in order (content/page-blocks.ts). */
export default function HomePage() {
  return (
    <WithHeroForm blocks={homeBlocks}>
      <BlockList blocks={homeBlocks} render={HomeBlock} />
    </WithHeroForm>
  );
}
