/** A run of plain text, or a LaTeX formula (inline `$…$` or display `$$…$$`). */
export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

function pushText(segments: MathSegment[], text: string) {
  if (text === '') return;
  const last = segments.at(-1);
  if (last?.kind === 'text') last.text += text;
  else segments.push({ kind: 'text', text });
}

/**
 * Splits question text into plain text and LaTeX. Formulas sit between `$…$`
 * (or `$$…$$` for a formula on its own line); `\$` is a literal dollar sign,
 * and a `$` that never closes, or closes an empty formula, stays as text.
 */
export function splitMath(source: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let index = 0;
  let text = '';
  while (index < source.length) {
    const char = source[index]!;
    if (char === '\\' && source[index + 1] === '$') {
      text += '$';
      index += 2;
      continue;
    }
    if (char !== '$') {
      text += char;
      index += 1;
      continue;
    }
    const display = source[index + 1] === '$';
    const delimiter = display ? '$$' : '$';
    const start = index + delimiter.length;
    let end = start;
    // The closing delimiter: the next unescaped one.
    while (end < source.length) {
      if (source[end] === '\\') {
        end += 2;
        continue;
      }
      if (source.startsWith(delimiter, end)) break;
      end += 1;
    }
    const tex = source.slice(start, end);
    if (end >= source.length || tex.trim() === '') {
      text += delimiter;
      index = start;
      continue;
    }
    pushText(segments, text);
    text = '';
    segments.push({ kind: 'math', tex, display });
    index = end + delimiter.length;
  }
  pushText(segments, text);
  return segments;
}
