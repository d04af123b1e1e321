import styled from 'styled-components';
import { directionRuns } from '../../format/bidi.ts';

/*
 * A code or an address (a tracking code «DS-00001», an e-mail) inside a
 * Persian message is isolated left to right, and kept on one line when it
 * has no space: wrapped after its hyphen, a right-to-left line showed
 * «-DS» and «00001» as two pieces.
 */
const LtrRun = styled.bdi<{ $unbroken: boolean }>`
  white-space: ${({ $unbroken }) => ($unbroken ? 'nowrap' : 'normal')};
`;

/** A snackbar's text with each English run isolated (see the file comment). */
export function SnackbarMessageText({ text }: { text: string }) {
  return (
    <>
      {directionRuns(text).map((run, index) =>
        run.ltr ? (
          <LtrRun key={index} dir="ltr" $unbroken={!/\s/.test(run.text)}>
            {run.text}
          </LtrRun>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
