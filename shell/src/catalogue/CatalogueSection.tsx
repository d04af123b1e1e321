import { useId, type ReactNode } from 'react';
import { SampleBox, SampleGrid, SectionSurface } from './catalogue-layout.ts';
import { sectionTitle, type CatalogueSectionId } from './catalogue-sections.ts';

/** Props of {@link CatalogueSection}. */
export interface CatalogueSectionProps {
  /** The anchor the contents link to; it also names the heading. */
  id: CatalogueSectionId;
  children: ReactNode;
}

/** A labelled section of the catalogue; its samples sit in a grid. */
export function CatalogueSection({ id, children }: CatalogueSectionProps) {
  return (
    <SectionSurface id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{sectionTitle(id)}</h2>
      <SampleGrid>{children}</SampleGrid>
    </SectionSurface>
  );
}

/** Props of {@link Sample}. */
export interface SampleProps {
  /** What the sample shows, e.g. «دکمه در حال بارگذاری». */
  title: string;
  /** Spans the whole row, for wide components such as a carousel. */
  wide?: boolean;
  children: ReactNode;
}

/** One component in one state, under a small heading that also names the group. */
export function Sample({ title, wide = false, children }: SampleProps) {
  const titleId = useId();
  return (
    <SampleBox role="group" aria-labelledby={titleId} $wide={wide}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </SampleBox>
  );
}
