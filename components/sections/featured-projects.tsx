import type { FeaturedProjectsCopy, ProjectSlide } from '@/content/campaigns/blocks';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { HeadedSection } from '@/components/ui/headed-section';
import { SwiperCarousel } from './swiper/swiper-carousel';

const SECTION_ID = 'featured-projects';

/** One author campaign: the cover beside what the campaign did and the channels it used. */
function ProjectCard({ project, logosLabel }: { project: ProjectSlide; logosLabel: string }) {
  return (
    <div className="grid h-full items-center gap-8 rounded-3xl bg-paper p-6 sm:p-10 md:grid-cols-[14rem_1fr] md:gap-12">
      <ResponsiveImage
        image={project.bookCover}
        sizes="(min-width: 768px) 224px, 160px"
        className="mx-auto aspect-[2/3] h-auto w-40 rounded-lg object-cover shadow-card md:w-56"
      />
      <div>
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">{project.subheading}</p>
        <h3 className="mt-2 text-2xl font-semibold sm:text-3xl">{project.title}</h3>
        <p className="mt-4 text-lg leading-relaxed text-muted">{project.description}</p>
        <p className="mt-6 text-sm font-semibold text-navy-900">{logosLabel}</p>
        <ul className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
          {project.logos.map((logo) => (
            <li key={logo.name}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small static SVG wordmarks */}
              <img src={logo.src} width={logo.width} height={logo.height} alt={logo.name} loading="lazy" className="h-8 w-auto" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Featured projects (docs/product.md §2): three author campaigns in a looping swiper carousel with clickable
 * pagination and no arrows. A server component; the carousel is a client leaf that loads swiper
 * after mount. Copy and campaigns come from the landing-page entry (content/campaigns/).
 */
export function FeaturedProjects({ copy, projects }: { copy: FeaturedProjectsCopy; projects: readonly ProjectSlide[] }) {
  return (
    <HeadedSection id={SECTION_ID} copy={copy} tone="white">
      <div className="mt-12">
        <SwiperCarousel
          id={`${SECTION_ID}-carousel`}
          variant="projects"
          label={copy.carouselLabel}
          slideLabel={copy.slideLabel}
          bulletLabel={copy.bulletLabel}
          slides={projects.map((project) => (
            <ProjectCard key={project.id} project={project} logosLabel={copy.logosLabel} />
          ))}
        />
      </div>
    </HeadedSection>
  );
}
