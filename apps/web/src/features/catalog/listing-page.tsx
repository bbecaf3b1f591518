import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

export interface ListingPageProps {
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
  /** The filters and the product grid. */
  children: ReactNode;
}

/** Category list or size landing page: breadcrumbs, heading, a sentence of context and the products. */
export function ListingPage({ title, intro, crumbs, children }: ListingPageProps) {
  return (
    <Container className="py-6">
      <Breadcrumbs crumbs={crumbs} current={title} />
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="mb-6 text-muted">{intro}</p>
      {children}
    </Container>
  );
}
