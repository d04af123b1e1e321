import { Link } from 'react-router';
import styled from 'styled-components';
import { SITE_NAME } from '../site-map/page-title.ts';
import { useGlobalData } from './use-global-data.ts';

const Bar = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The site footer: footer menus and contacts from global data. */
export function Footer() {
  const global = useGlobalData();
  return (
    <Bar>
      {global.isPending && <p role="status">در حال بارگذاری پانویس…</p>}
      {global.isError && <p role="alert">اطلاعات پانویس بارگذاری نشد.</p>}
      {global.data && (
        <Columns>
          {[global.data.footer.menu_1, global.data.footer.menu_2].map((menu) => (
            <nav key={menu.label} aria-label={menu.label}>
              <h2>{menu.label}</h2>
              <ul>
                {menu.items.map((item) => (
                  <li key={item.path}>
                    <Link to={item.path}>{item.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <address>
            <h2>تماس</h2>
            {global.data.contact.contact_phones.map((phone) => (
              <p key={phone}>
                <a href={`tel:${phone}`} dir="ltr">
                  {phone}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${global.data.contact.contact_mail}`} dir="ltr">
                {global.data.contact.contact_mail}
              </a>
            </p>
          </address>
        </Columns>
      )}
      <p>
        © {new Intl.DateTimeFormat('fa-IR', { year: 'numeric' }).format(new Date())} {SITE_NAME}
      </p>
    </Bar>
  );
}
