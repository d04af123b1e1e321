import type { Favorite } from '@shared/api-client';
import { Button, Card, CourseImage, formatDate, MetaList } from '@shared/ui';
import type { Ref } from 'react';
import styled from 'styled-components';
import { favoriteView } from '../utils/favorite-view.ts';

const Line = styled.p`
  margin: 0;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  /* Above the title's link, which stretches over the whole card, so the button gets its own clicks. */
  & > button {
    z-index: 1;
  }
`;

/** Props of {@link FavoriteCard}. */
export interface FavoriteCardProps {
  favorite: Favorite;
  onRemove: () => void;
  /** The remove button, so the list can move focus to it after another card goes. */
  removeRef?: Ref<HTMLButtonElement>;
}

/** A course or an article the student marked: what it is, when it was saved, and a way to take it out. */
export function FavoriteCard({ favorite, onRemove, removeRef }: FavoriteCardProps) {
  const view = favoriteView(favorite);
  return (
    <Card
      to={view.to}
      title={<bdi>{view.title}</bdi>}
      headingLevel={2}
      media={<CourseImage styles={view.picture} sizes="(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw" />}
      footer={
        <Footer>
          <Line>ذخیره در {formatDate(favorite.saved_at)}</Line>
          {/* Each button names its card for a screen reader; the name starts with the visible words. */}
          <Button
            ref={removeRef}
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`حذف از علاقه‌مندی‌ها: ${view.title}`}
          >
            حذف از علاقه‌مندی‌ها
          </Button>
        </Footer>
      }
    >
      <Line>
        <MetaList>
          {view.kindName}
          {view.details.map((detail) => (
            <bdi key={detail}>{detail}</bdi>
          ))}
        </MetaList>
      </Line>
    </Card>
  );
}
