import { useId } from 'react';
import type { GlobalData } from '@shared/api-client';
import { Link } from '@shared/ui';

type FooterMenuData = GlobalData['footer']['menu_1'];

/** One of the two footer menus of global data: its label as heading, then its links. */
export function FooterMenu({ menu }: { menu: FooterMenuData }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{menu.label}</h2>
      <ul>
        {menu.items.map((item) => (
          <li key={`${item.path}-${item.title}`}>
            <Link to={item.path}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
