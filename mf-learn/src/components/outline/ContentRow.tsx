import type { ContentSummary, ContentWatch } from '@shared/api-client';
import { formatNumber, formatPercent, Link, MetaList } from '@shared/ui';
import styled from 'styled-components';
import { CONTENT_TYPE_LABEL, formatLength } from '../../lib/format.ts';
import { CheckIcon, ContentTypeIcon } from '../icons.tsx';

const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline: ${({ theme }) => theme.space(2)};
  border-inline-start: 3px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent);
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.6;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Done = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
`;

const Partly = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Props of {@link ContentRow}. */
export interface ContentRowProps {
  content: ContentSummary;
  to: string;
  current: boolean;
  watch: ContentWatch | undefined;
  onNavigate?: () => void;
}

/** One content in an outline: its type, title, length, and a tick once watched. */
export function ContentRow({ content, to, current, watch, onNavigate }: ContentRowProps) {
  const length = content.duration_seconds === null ? null : formatLength(content.duration_seconds);
  return (
    <Row to={to} aria-current={current ? 'page' : undefined} onClick={onNavigate} data-watched={watch?.is_watched}>
      <ContentTypeIcon type={content.type} />
      <Title>
        <bdi>{content.title}</bdi>
        <Meta>
          <MetaList>
            {CONTENT_TYPE_LABEL[content.type]}
            {length}
            {content.is_free && 'رایگان'}
          </MetaList>
        </Meta>
      </Title>
      {watch?.is_watched ? (
        <Done>
          <CheckIcon />
          <span className="visually-hidden">دیده‌شده</span>
        </Done>
      ) : watch && watch.percent > 0 ? (
        <Partly>
          <span className="visually-hidden">دیده‌شده تا </span>
          {formatPercent(watch.percent / 100)}
        </Partly>
      ) : (
        <span />
      )}
    </Row>
  );
}

/** «۳ از ۶ دیده‌شده» for a section's videos, or nothing when none was watched. */
export function watchedCountLabel(watched: number, total: number): string | undefined {
  return watched > 0 ? `${formatNumber(watched)} از ${formatNumber(total)} دیده‌شده` : undefined;
}
