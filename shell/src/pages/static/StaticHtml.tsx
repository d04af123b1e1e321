import { SafeHtml } from '@shared/ui/safe-html';
import styled from 'styled-components';

const Prose = styled(SafeHtml)`
  line-height: 1.9;
  h2 {
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** HTML from the API as page content, in the static pages' typography (see `@shared/ui/safe-html`). */
export function StaticHtml({ html }: { html: string }) {
  return <Prose html={html} />;
}
