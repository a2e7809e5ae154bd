interface HighlightedTextProps {
  text: string;
  /** A word or phrase inside `text` to emphasise (the product description's (docs/product.md) "highlight" pattern). */
  highlight?: string;
  className?: string;
}

/** Renders `text` with its first occurrence of `highlight` in the accent colour. */
export function HighlightedText({ text, highlight, className = 'text-gold-700' }: HighlightedTextProps) {
  const index = highlight ? text.indexOf(highlight) : -1;
  if (!highlight || index === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, index)}
      <span className={className}>{highlight}</span>
      {text.slice(index + highlight.length)}
    </>
  );
}
