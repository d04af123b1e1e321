import { Children, type ReactNode } from 'react';
import styled from 'styled-components';

/*
 * Facts shown on one line («ویدیو | ۲۴ ثانیه», «۳۴ دوره | صفحهٔ ۱ از ۳»).
 * The separator is drawn by CSS as a thin upright bar with room on both
 * sides, never a character: a middle dot (U+00B7) beside Persian digits
 * reads as a zero («۷ دوره» with a dot before it looked like «۰۷ دوره»).
 * For screen readers and copied text each fact after the first starts with
 * a hidden Persian comma, so the line reads «ویدیو، ۲۴ ثانیه».
 */

const List = styled.span`
  display: inline;
`;

const Item = styled.span`
  & + &::before {
    content: '';
    display: inline-block;
    inline-size: 1px;
    block-size: 0.9em;
    margin-inline: 0.6em;
    vertical-align: -0.1em;
    background: currentColor;
    opacity: 0.55;
  }
`;

/** Props of {@link MetaList}. */
export interface MetaListProps {
  /** One element per fact; null, false and empty strings are left out, so a fact can be conditional. */
  children: ReactNode;
  className?: string;
}

/** An inline list of short facts, separated by a drawn bar (see the file comment). */
export function MetaList({ children, className }: MetaListProps) {
  const items = Children.toArray(children).filter((child) => child !== '');
  return (
    <List className={className}>
      {items.map((item, index) => (
        <Item key={index}>
          {index > 0 && <span className="visually-hidden">، </span>}
          {item}
        </Item>
      ))}
    </List>
  );
}
