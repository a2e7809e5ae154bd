import type { ElementType, ReactNode } from 'react';

interface CardProps {
  children: ReactNode;
  as?: ElementType;
  className?: string;
}

/** A white, rounded, softly shadowed surface for grouped content (service cards, tiles, steps). */
export function Card({ children, as: Tag = 'div', className = '' }: CardProps) {
  return <Tag className={`rounded-2xl bg-white p-6 shadow-card ${className}`}>{children}</Tag>;
}
