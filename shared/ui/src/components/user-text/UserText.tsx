import { plainUserText } from '../../format/user-text.ts';

/**
 * Text a person wrote (a name, a comment, a chat message, a search echoed
 * back), shown as they wrote it: its bidi controls taken out (plainUserText)
 * and the rest isolated in a <bdi>, so an English name in a Persian sentence
 * neither takes the punctuation around it nor is taken by it. `dir` is the
 * isolate's direction; without it the text's first strong letter decides.
 */
export function UserText({ text, dir }: { text: string; dir?: 'ltr' | 'rtl' }) {
  return <bdi dir={dir}>{plainUserText(text)}</bdi>;
}
