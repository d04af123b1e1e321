import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  font-size: ${({ theme }) => theme.font.size.sm};

  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A checkbox that shows the password as typed: on a phone keyboard a typo is easy and hard to see. */
export function ShowPassword({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <Row>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <label htmlFor={id}>نمایش رمز عبور</label>
    </Row>
  );
}
