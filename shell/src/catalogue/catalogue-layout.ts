import styled from 'styled-components';

/** The catalogue's main column. */
export const CatalogueMain = styled.main`
  max-inline-size: 80rem;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

/** One labelled group of components on a surface. */
export const SectionSurface = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* In-page links from the contents land with some air above the heading. */
  scroll-margin-block-start: ${({ theme }) => theme.space(4)};

  & > h2 {
    margin-block: 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The samples of a section, side by side where there is room. */
export const SampleGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

/** One sample: a small heading over the component in one of its states. */
export const SampleBox = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A row of small components that wraps. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A column of components. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
