import type { ReactNode } from 'react';
import type { Block, Inline, MarkdownSection } from '@/lib/markdown';
import { inlineText } from '@/lib/markdown';

const linkClass = 'font-semibold text-navy-800 underline underline-offset-4 hover:text-gold-700';

function renderInline(children: readonly Inline[]): ReactNode[] {
  return children.map((child, index) => {
    switch (child.type) {
      case 'text':
        return child.text;
      case 'strong':
        return <strong key={index}>{renderInline(child.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(child.children)}</em>;
      case 'del':
        return <del key={index}>{renderInline(child.children)}</del>;
      case 'code':
        return (
          <code key={index} className="rounded bg-paper px-1 font-mono text-base">
            {child.text}
          </code>
        );
      case 'br':
        return <br key={index} />;
      case 'link':
        return (
          <a key={index} href={child.href} className={linkClass}>
            {renderInline(child.children)}
          </a>
        );
      case 'image':
        // The loader checked that the file is in public/; its size is unknown, so it takes the column's width.
        // eslint-disable-next-line @next/next/no-img-element -- a static export without the image optimizer
        return <img key={index} src={child.src} alt={child.alt} loading="lazy" decoding="async" className="my-6 h-auto w-full rounded-2xl" />;
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = block.level === 3 ? 'h3' : 'h4';
      return (
        <Heading key={index} className={block.level === 3 ? 'mt-8 text-xl font-semibold' : 'mt-6 text-lg font-semibold'}>
          {renderInline(block.children)}
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p key={index} className="mt-4 text-lg leading-relaxed">
          {renderInline(block.children)}
        </p>
      );
    case 'plain':
      return <span key={index}>{renderInline(block.children)}</span>;
    case 'list': {
      const items = block.items.map((item, itemIndex) => (
        // A tight item is its text alone, as the lists were before Markdown; a loose one keeps its paragraphs.
        <li key={itemIndex}>{item.length === 1 && item[0]?.type === 'plain' ? renderInline(item[0].children) : item.map(renderBlock)}</li>
      ));
      return block.ordered ? (
        <ol key={index} start={block.start === 1 ? undefined : block.start} className="mt-4 list-decimal space-y-2 pl-6 text-lg">
          {items}
        </ol>
      ) : (
        <ul key={index} className="mt-4 list-disc space-y-2 pl-6 text-lg">
          {items}
        </ul>
      );
    }
    case 'quote':
      return (
        <blockquote key={index} className="mt-4 border-l-4 border-gold-400 pl-4 italic">
          {block.children.map(renderBlock)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={index} className="mt-4 overflow-x-auto rounded-xl bg-paper p-4 text-base">
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={index} className="mt-10 border-navy-100" />;
  }
}

/**
 * A post's Markdown body: one section per `##` heading, in the article's typography. The sections
 * are laid out as they come near the viewport (`data-long-text`, styles/globals.css).
 */
export function BlogBody({ sections }: { sections: readonly MarkdownSection[] }) {
  return (
    <div data-long-text="">
      {sections.map((section, index) => {
        const key = section.heading ? inlineText(section.heading) : `intro-${index}`;
        return (
          <section key={key} className="mt-10 first:mt-0">
            {section.heading ? <h2 className="text-2xl font-semibold">{renderInline(section.heading)}</h2> : null}
            {section.blocks.map(renderBlock)}
          </section>
        );
      })}
    </div>
  );
}
