import { useEffect } from 'react';
import styled from 'styled-components';
import { documentTitle } from '../site-map/page-title.ts';
import { CatalogueMain } from './catalogue-layout.ts';
import { CATALOGUE_SECTIONS } from './catalogue-sections.ts';
import { ButtonsSection } from './sections/ButtonsSection.tsx';
import { FieldsSection } from './sections/FieldsSection.tsx';
import { FormattingSection } from './sections/FormattingSection.tsx';
import { LinksSection } from './sections/LinksSection.tsx';
import { MediaSection } from './sections/MediaSection.tsx';
import { NavigationSection } from './sections/NavigationSection.tsx';
import { OverlaysSection } from './sections/OverlaysSection.tsx';
import { ProgressSection } from './sections/ProgressSection.tsx';
import { SnackbarSection } from './sections/SnackbarSection.tsx';
import { StatesSection } from './sections/StatesSection.tsx';
import { SurfacesSection } from './sections/SurfacesSection.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useNoIndex } from './use-noindex.ts';
import { listReset } from '@shared/ui';

const TITLE = 'کاتالوگ اجزای طراحی';

const Intro = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Contents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  ${listReset}
`;

/**
 * `/_catalogue`: every component of @shared/ui in its variants and states,
 * with a theme switch, for people building the areas and for the automated
 * accessibility check. A development page: unlinked and not indexed.
 */
export default function CataloguePage() {
  useNoIndex();
  useEffect(() => {
    document.title = documentTitle(TITLE);
  }, []);

  return (
    <CatalogueMain>
      <Intro>
        <div>
          <h1>{TITLE}</h1>
          <p>همهٔ اجزای مشترک سایت در حالت‌های گوناگون، در پوستهٔ روشن و تیره.</p>
        </div>
        <ThemeToggle />
      </Intro>
      <nav aria-label="بخش‌های کاتالوگ">
        <Contents>
          {CATALOGUE_SECTIONS.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </Contents>
      </nav>
      <ButtonsSection />
      <LinksSection />
      <FieldsSection />
      <SurfacesSection />
      <StatesSection />
      <NavigationSection />
      <ProgressSection />
      <OverlaysSection />
      <SnackbarSection />
      <MediaSection />
      <FormattingSection />
    </CatalogueMain>
  );
}
