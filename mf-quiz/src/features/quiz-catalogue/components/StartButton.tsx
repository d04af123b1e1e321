import { startQuizRun } from '@shared/api-client';
import { Button } from '@shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@shared/router';
import styled from 'styled-components';
import { quizPaths } from '../../../lib/paths.ts';

const Problem = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Starts a run and opens it. The server answers a second start with the run
 * already in progress, so a double press never starts two.
 */
export function StartButton({ quizCode }: { quizCode: string }) {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startQuizRun({ quiz_code: quizCode }),
    // The run page asks for the run itself (check-current-quiz), as on every visit.
    onSuccess: ({ data }) => void navigate(quizPaths.run(quizCode, data.current_index + 1)),
  });
  return (
    <>
      <Button size="md" loading={start.isPending} onClick={() => start.mutate()}>
        شروع آزمون
      </Button>
      {start.isError && <Problem role="alert">شروع آزمون ممکن نشد. اتصال را بررسی کنید و دوباره بزنید.</Problem>}
    </>
  );
}
