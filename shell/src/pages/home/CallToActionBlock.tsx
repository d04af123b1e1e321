import styled from 'styled-components';
import { ButtonLink } from './block-parts.ts';

const Box = styled.section`
  margin-block: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** An invitation with one link, such as signing up. */
export function CallToActionBlock({
  id,
  title,
  body,
  link,
}: {
  id: string;
  title: string;
  body: string;
  link: { title: string; path: string };
}) {
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{body}</p>
      <ButtonLink to={link.path}>{link.title}</ButtonLink>
    </Box>
  );
}
