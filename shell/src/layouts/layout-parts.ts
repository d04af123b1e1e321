import styled from 'styled-components';
import { media } from '@shared/ui';

/** The page's width and side margins. */
export const Container = styled.div`
  max-inline-size: 80rem;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** The main landmark: the skip link's target. */
export const PageMain = styled.main`
  min-block-size: 60vh;
  padding-block: ${({ theme }) => theme.space(4)};
  min-inline-size: 0;

  &:focus {
    outline: none;
  }
`;

/** A sidebar beside the content from md up, above it on a phone. */
export const SidebarGrid = styled(Container)<{ $withSidebar: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);

  ${media.up('md')} {
    grid-template-columns: ${({ $withSidebar }) => ($withSidebar ? '18rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
  /* The sidebar is not printed: the content takes the whole sheet. */
  @media print {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The sidebar column; it stays in view while the content scrolls. */
export const SidebarColumn = styled.aside`
  padding-block: ${({ theme }) => theme.space(4)};

  /* Menus are for the screen: a printed page is its content alone. */
  @media print {
    display: none !important;
  }

  &[hidden] {
    display: none;
  }
  ${media.up('md')} {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(30)};
    align-self: start;
    max-block-size: calc(100vh - ${({ theme }) => theme.space(34)});
    overflow-y: auto;
  }
`;
