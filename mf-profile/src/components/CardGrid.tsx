import { media } from '@shared/ui';
import styled from 'styled-components';

/** A list of cards: one column on a phone, two from sm, three from lg. */
export const CardGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;
