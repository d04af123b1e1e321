import { Link } from '@shared/ui';
import { useId } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  line-height: 2;
`;

const Heading = styled.h2`
  margin-block: 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Props of {@link SupportedItems}. */
export interface SupportedItemsProps {
  title: string;
  items: readonly { title: string; slug?: string }[];
  /** The address of an item that has a page; items without a slug are plain text. */
  hrefOf: (slug: string) => string;
}

/** What a sponsor supports (courses or posts), as links where a page exists. */
export function SupportedItems({ title, items, hrefOf }: SupportedItemsProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <List>
        {items.map((item, index) => (
          <li key={`${item.slug ?? ''}-${index}`}>
            {item.slug ? (
              <Link to={hrefOf(item.slug)}>
                <bdi>{item.title}</bdi>
              </Link>
            ) : (
              <bdi>{item.title}</bdi>
            )}
          </li>
        ))}
      </List>
    </section>
  );
}
