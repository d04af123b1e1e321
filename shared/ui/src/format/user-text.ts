// What a person wrote (a comment, a chat message, a name, a search) may hold
// Unicode's bidi controls: an override (U+202E) makes a written «gnp.exe»
// look like «exe.png»; an embedding or an isolate left open drags the text
// after it (the date, the page around it) into another direction. None of
// them is needed to write Persian or English, so they are taken out before
// such text is shown or put into a page's head. The marks (LRM U+200E, RLM
// U+200F, ALM U+061C) are kept: they only settle the side of a neighbouring
// neutral character, cannot reorder the text around them, and Persian
// typists use them; <bdi> (UserText) keeps their effect inside the text.

/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A person's text without bidi controls, to show it (inside UserText's <bdi>) or to put it into a title. */
export function plainUserText(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
