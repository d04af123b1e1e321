import styled from 'styled-components';
import type { GlobalData } from '@shared/api-client';
import { Link } from '@shared/ui';
import { telHref, withPersianDigits } from './persian-digits.ts';

const Address = styled.address`
  font-style: normal;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** Phones and e-mail of global data's `contact`. */
export function FooterContact({ contact }: { contact: GlobalData['contact'] }) {
  return (
    <Address>
      <ul>
        {contact.contact_phones.map((phone) => (
          <li key={phone}>
            تلفن:{' '}
            <Link to={telHref(phone)} dir="ltr">
              {withPersianDigits(phone)}
            </Link>
          </li>
        ))}
        <li>
          رایانامه:{' '}
          <Link to={`mailto:${contact.contact_mail}`} dir="ltr">
            {contact.contact_mail}
          </Link>
        </li>
      </ul>
    </Address>
  );
}
