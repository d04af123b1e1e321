import styled from 'styled-components';
import type { GlobalData } from '@shared/api-client';
import { Link, listReset } from '@shared/ui';
import { SOCIAL_NETWORKS } from './social-icons.tsx';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}

  a {
    display: inline-grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The six social links of global data, each named in Persian and opening
 * in a new tab (through Link, which also refuses an unsafe address).
 */
export function SocialLinks({ social }: { social: GlobalData['social'] }) {
  return (
    <List aria-label="شبکه‌های اجتماعی">
      {SOCIAL_NETWORKS.filter((network) => social[network.key].trim() !== '').map((network) => (
        <li key={network.key}>
          <Link to={social[network.key]}>
            {network.icon}
            <span className="visually-hidden">{network.label}</span>
          </Link>
        </li>
      ))}
    </List>
  );
}
