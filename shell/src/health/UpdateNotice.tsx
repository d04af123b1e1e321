import styled from 'styled-components';
import { Button, media } from '@shared/ui';

const Card = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    inset-inline-start: auto;
    inline-size: 420px;
  }
`;

const Text = styled.p`
  flex: 1 1 14rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The snackbar that offers a new release. It stays until answered (a timed
 * message could vanish before it is read) and sits at the inline end, away
 * from the site's other snackbars.
 */
export function UpdateNotice({ onReload, onDismiss }: { onReload: () => void; onDismiss: () => void }) {
  return (
    <Card role="status" aria-live="polite">
      <Text>
        نسخهٔ تازه‌ای از سایت آماده است. با رفتن به صفحهٔ بعد خودبه‌خود بارگذاری می‌شود؛ یا همین حالا بارگذاری کنید.
      </Text>
      <Actions>
        <Button size="sm" onClick={onReload}>
          بارگذاری دوباره
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          بعداً
        </Button>
      </Actions>
    </Card>
  );
}
