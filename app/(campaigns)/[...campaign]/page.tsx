import { notFound } from 'next/navigation';
import { loadLandingPages } from '@/content/campaigns';
import { listFixedRoutes, reservedPathPrefixes, sharedThankYouPaths } from '@/content/routes';
import { assertValidLandingPages, landingPageSegments, resolveLandingPath } from '@/lib/landing-pages';
import { createPageMetadata } from '@/lib/metadata';
import { LandingPageView, LandingThankYouView } from '@/components/campaigns/landing-page-view';

interface CampaignPageProps {
  params: Promise<{ campaign: string[] }>;
}

// Every landing page is exported at build time; any other path is the 404 page.
export const dynamicParams = false;

/** The campaign files, read on each call so that `npm run dev` shows an edit on the next reload. */
function campaigns() {
  const entries = loadLandingPages();
  assertValidLandingPages(entries, { siteRoutes: listFixedRoutes(), sharedThankYouPaths, reservedPathPrefixes });
  return entries;
}

export function generateStaticParams() {
  // A bad file stops `next build` too, not only scripts/build.ts.
  return landingPageSegments(campaigns()).map((campaign) => ({ campaign }));
}

async function resolve(params: CampaignPageProps['params']) {
  const { campaign } = await params;
  return resolveLandingPath(campaigns(), `/${campaign.join('/')}/`);
}

export async function generateMetadata({ params }: CampaignPageProps) {
  const found = await resolve(params);
  if (!found) return {};
  const { entry, view } = found;
  if (view === 'thank-you' && entry.thankYou.copy) {
    const copy = entry.thankYou.copy;
    return createPageMetadata({
      title: copy.metaTitle,
      description: copy.metaDescription,
      path: entry.thankYou.path,
      noindex: true,
      absoluteTitle: copy.absoluteTitle,
    });
  }
  return createPageMetadata({
    title: entry.metadata.title,
    description: entry.metadata.description,
    path: entry.path,
    pageType: entry.metadata.socialImage,
    noindex: !entry.indexable,
  });
}

/** Every campaign landing page (content/campaigns/*.yaml), and the thank-you pages they bring. */
export default async function CampaignPage({ params }: CampaignPageProps) {
  const found = await resolve(params);
  if (!found) notFound();
  return found.view === 'page' ? <LandingPageView entry={found.entry} /> : <LandingThankYouView entry={found.entry} />;
}
