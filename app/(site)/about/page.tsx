import { aboutPage, coreSkills } from '@/content/about';
import { pages } from '@/content/pages';
import { sectionImages } from '@/content/media';
import { closingCallToAction, trustCards, trustCardsCopy, workProcessCopy, workProcessSteps } from '@/content/section-copy';
import { createPageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { FeatureBanner } from '@/components/sections/feature-banner';
import { HighlightBlock } from '@/components/sections/highlight-block';
import { ValuesGrid } from '@/components/sections/values-grid';
import { SkillBars } from '@/components/sections/skill-bars';
import { TrustCards } from '@/components/sections/trust-cards';
import { WorkProcess } from '@/components/sections/work-process';
import { CallToAction } from '@/components/sections/call-to-action';
import { HeadedSection } from '@/components/ui/headed-section';

export const metadata = createPageMetadata({
  title: pages.about.metaTitle,
  description: aboutPage.metaDescription,
  path: pages.about.path,
});

export default function AboutPage() {
  return (
    <>
      <PageIntro heading={aboutPage.hero.title} highlight={aboutPage.hero.highlight} lines={aboutPage.hero.lines} eyebrow={pages.about.heading} />
      <FeatureBanner
        id="about-story"
        heading={aboutPage.story.heading}
        highlight={aboutPage.story.highlight}
        paragraphs={aboutPage.story.paragraphs}
        image={sectionImages['about-team']}
      />
      <HighlightBlock id="about-mission" heading={aboutPage.mission.heading} text={aboutPage.mission.text} />
      <ValuesGrid values={aboutPage.values} />
      <HeadedSection
        id="core-skills"
        anchor={false}
        copy={{ heading: aboutPage.skillsHeading, highlight: aboutPage.skillsHighlight, intro: aboutPage.skillsIntro }}
        align="start"
        tone="white"
        containerClassName="grid gap-12 lg:grid-cols-2"
      >
        <SkillBars skills={coreSkills} />
      </HeadedSection>
      <TrustCards copy={trustCardsCopy} cards={trustCards} />
      <WorkProcess copy={workProcessCopy} steps={workProcessSteps} />
      <CallToAction id="closing-cta" copy={closingCallToAction} />
    </>
  );
}
