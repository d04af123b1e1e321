import { SafeHtml } from '@shared/ui/safe-html';
import styled from 'styled-components';

/**
 * Typography for sanitised article HTML. The markup is not ours, so every
 * rule targets plain elements, and nothing may make the page wider than the
 * screen: images shrink, long words break, tables scroll inside their region.
 */
export const ArticleHtmlRoot = styled(SafeHtml)`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 2;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};

  & > :first-child {
    margin-block-start: 0;
  }
  & p,
  & ul,
  & ol,
  & dl,
  & blockquote,
  & figure,
  & pre {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(3)};
    line-height: 1.6;
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & h4,
  & h5,
  & h6 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & ul,
  & ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  & li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
  & a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.25em;
  }
  & blockquote {
    margin-inline: 0;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(4)};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  & blockquote > :last-child {
    margin-block-end: 0;
  }
  & blockquote footer {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & img {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
    margin-inline: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.skeleton};
  }
  & figure {
    margin-inline: 0;
  }
  & figcaption {
    margin-block-start: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: center;
  }
  & code,
  & kbd,
  & samp {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9em;
    direction: ltr;
    unicode-bidi: isolate;
  }
  & pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    direction: ltr;
    text-align: left;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow-wrap: normal;
  }
  & hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    margin-block: ${({ theme }) => theme.space(6)};
  }

  /* The sanitiser wraps each table in this region; the table keeps its natural width inside it. */
  & [data-table-scroll] {
    overflow-x: auto;
    overscroll-behavior-inline: contain;
    margin-block: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  & table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.7;
    overflow-wrap: normal;
  }
  & caption {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: start;
  }
  & th,
  & td {
    min-inline-size: 7rem;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  & th {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  & tbody tr:nth-child(even) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.skeleton} 35%, transparent);
  }
`;
