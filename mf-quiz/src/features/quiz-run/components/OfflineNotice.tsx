import styled from 'styled-components';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Said once the browser loses its connection during a run: the run goes on
 * with what it has, and nothing picked meanwhile is lost. A status region, so
 * a screen reader hears it when it appears.
 */
export function OfflineNotice() {
  return (
    <Notice role="status">
      اتصال اینترنت قطع است. می‌توانید به پاسخ دادن ادامه دهید: پاسخ‌هایتان در همین مرورگر نگه داشته می‌شوند و با برگشتن
      اتصال خودبه‌خود فرستاده می‌شوند.
    </Notice>
  );
}
