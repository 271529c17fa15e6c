// Characters no text field takes (issue: look-alike and invisible characters). Text that reads
// one way and is stored another passes for something it is not: a bidirectional override turns
// `txt.exe` around, a zero-width space hides inside a name, a control character breaks a line
// where a field has none. The server refuses them in every request (plugins/text-guard.ts).

/**
 * The request fields that hold several lines (a task's description, a profile's bio, a theme's
 * or category's description, the reason given for a deletion, the helper's extra context): a
 * line break or a tab is allowed in these, and in no other field.
 */
export const multiLineFields = ['description', 'bio', 'reason', 'additional_context'] as const;

export const isMultiLineField = (name: string): boolean =>
  (multiLineFields as readonly string[]).includes(name);

/** What a refused character is, in the words of the server's answer. */
export type RefusedCharacterKind =
  'a direction override' | 'an invisible character' | 'a control character';

/** A pictograph, with its emoji presentation selector or skin tone when it has one. */
const pictograph = String.raw`\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?`;

const refused: [RefusedCharacterKind, RegExp][] = [
  ['a direction override', /[\u202A-\u202E\u2066-\u2069]/u],
  // Every character drawn as nothing (Unicode's default ignorables: zero-width spaces and
  // joiners, direction marks, soft hyphens, invisible operators, fillers, tag letters) and the
  // interlinear annotation marks. Three kinds stay where they belong to what is drawn: a
  // zero-width joiner between two pictographs (👩‍🚀), a variation selector (❤️, a kanji's
  // form) and tag letters after a black flag (England's flag).
  [
    'an invisible character',
    new RegExp(
      String.raw`(?!\u200D|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]|[\u{E0020}-\u{E007F}])[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]` +
        String.raw`|(?<!${pictograph})\u200D|\u200D(?!\p{Extended_Pictographic})` +
        String.raw`|(?<!\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007F}]`,
      'u',
    ),
  ],
  // C0 and C1 controls (and DEL); tab and line breaks only where a field has lines.
  ['a control character', /\p{Cc}/u],
];

const lineBreaksAndTabs = /[\t\n\r]/g;

/** The first character of `text` a field refuses, with its kind; undefined when there is none. */
export function refusedCharacterIn(
  text: string,
  { multiLine }: { multiLine: boolean },
): { kind: RefusedCharacterKind; codePoint: string } | undefined {
  const checked = multiLine ? text.replace(lineBreaksAndTabs, ' ') : text;
  for (const [kind, pattern] of refused) {
    const match = pattern.exec(checked);
    if (!match) continue;
    const hex = (match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return { kind, codePoint: `U+${hex}` };
  }
  return undefined;
}
