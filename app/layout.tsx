import type { ReactNode } from 'react';
import '@/styles/globals.css';
import { siteMetadata, siteViewport } from '@/lib/metadata';
import { RootDocument } from '@/components/layout/root-document';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
