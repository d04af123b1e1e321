import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { media, type Breakpoint } from '../../theme/breakpoints.ts';
import { listReset } from '../../theme/list-reset.ts';

/** Props of {@link CardGrid}. */
export interface CardGridProps extends ComponentPropsWithoutRef<'ul'> {
  /**
   * Given: as many columns as fit, none narrower than this (`16rem`), for
   * cards that read well at any width (articles, sponsors). Left out: one
   * column on a phone, two from `sm`, three from `threeFrom`.
   */
  minCardWidth?: string;
  /** Where three columns start when `minCardWidth` is left out. */
  threeFrom?: Extract<Breakpoint, 'md' | 'lg'>;
  /** At most two columns (wide cards such as certificates) or three, when `minCardWidth` is left out. */
  columns?: 2 | 3;
}

const List = styled.ul<{ $min: string | undefined; $three: 'md' | 'lg'; $columns: 2 | 3 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${listReset}
  ${({ $min, $three, $columns }) =>
    $min
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$min}), 1fr));
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
          ${media.up('sm')} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${
            $columns === 3 &&
            css`
              ${media.up($three)} {
                grid-template-columns: repeat(3, minmax(0, 1fr));
              }
            `
          }
        `}

  /* Every card of a row as tall as the tallest. */
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

/** A list of cards, one card an item (`<li>`), in as many columns as the width allows. */
export function CardGrid({ minCardWidth, threeFrom = 'md', columns = 3, ...rest }: CardGridProps) {
  return <List $min={minCardWidth} $three={threeFrom} $columns={columns} {...rest} />;
}
