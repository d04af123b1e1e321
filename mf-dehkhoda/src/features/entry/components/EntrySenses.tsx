import { useId } from 'react';
import type { DehkhodaEntry } from '@shared/api-client';
import { Block, BlockTitle, Quote, Quotes, Senses } from './entry-styles.ts';

/** Numbered senses, then the quoted verses and usages with their source. */
export function EntrySenses({ entry }: { entry: DehkhodaEntry }) {
  const sensesId = useId();
  const examplesId = useId();
  return (
    <>
      <Block aria-labelledby={sensesId}>
        <BlockTitle id={sensesId}>معنی‌ها</BlockTitle>
        <Senses>
          {entry.definitions.map((definition, index) => (
            <li key={index} dir="auto">
              {definition}
            </li>
          ))}
        </Senses>
      </Block>
      {entry.examples.length > 0 && (
        <Block aria-labelledby={examplesId}>
          <BlockTitle id={examplesId}>شاهد و مثال</BlockTitle>
          <Quotes>
            {entry.examples.map((example, index) => (
              <li key={index}>
                <Quote>
                  <blockquote dir="auto">
                    {/* A verse's two halves («… / …») go on two lines. */}
                    {example.text.split(' / ').map((line, lineIndex) => (
                      <p key={lineIndex}>{line}</p>
                    ))}
                  </blockquote>
                  {example.source && (
                    <figcaption>
                      — <cite>{example.source}</cite>
                    </figcaption>
                  )}
                </Quote>
              </li>
            ))}
          </Quotes>
        </Block>
      )}
    </>
  );
}
