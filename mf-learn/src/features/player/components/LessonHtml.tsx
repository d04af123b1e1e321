import { SafeHtml } from '@shared/ui/safe-html';
import styled from 'styled-components';

const Body = styled(SafeHtml)`
  line-height: 2;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: break-word;

  h2,
  h3 {
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
    line-height: 1.6;
  }
  p,
  ul,
  ol {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  table {
    display: block;
    max-inline-size: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * A text lesson's HTML in the lesson's typography; SafeHtml sanitises it with
 * the site's one policy and routes links inside the site.
 */
export function LessonHtml({ html }: { html: string }) {
  return <Body dir="auto" html={html} />;
}
