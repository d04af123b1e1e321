import { directionRuns } from '../../format/bidi.ts';

/**
 * Text from the API with each English run inside Persian isolated as left
 * to right (`<bdi dir="ltr">`), so «She ___ to school every day.» keeps its
 * full stop at its end. Set the paragraph's own `dir` with `textDirection`;
 * `inRtlParagraph` marks a piece of a longer Persian paragraph.
 */
export function MixedText({ text, inRtlParagraph }: { text: string; inRtlParagraph?: boolean }) {
  return (
    <>
      {directionRuns(text, inRtlParagraph).map((run, index) =>
        run.ltr ? (
          <bdi key={index} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
