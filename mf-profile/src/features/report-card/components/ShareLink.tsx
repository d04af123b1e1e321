import { Button, TextField } from '@shared/ui';
import styled from 'styled-components';
import { useCopyText } from '../hooks/use-copy-text.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

/**
 * The report card's share link: anyone who has it sees the card without
 * logging in (the shared page has no login guard). The address is the
 * server's `share_path` on this site's origin.
 */
export function ShareLink({ sharePath }: { sharePath: string }) {
  const url = new URL(sharePath, window.location.origin).href;
  const copy = useCopyText('پیوند کارنامه کپی شد.');
  return (
    <Row data-print="hide">
      <TextField
        label="پیوند اشتراک کارنامه"
        helperText="هر کس این پیوند را داشته باشد، بدون ورود کارنامهٔ شما را می‌بیند."
        value={url}
        readOnly
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button type="button" variant="secondary" onClick={() => void copy(url)}>
        کپی پیوند
      </Button>
    </Row>
  );
}
