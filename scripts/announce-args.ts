// The arguments of `npm run announce` (scripts/announce.ts): which kind, the subject and the
// body in one or more languages, read from files. Kept apart from the command so tests read it.
import fs from 'node:fs';
import path from 'node:path';
import { languages, type Language } from '@taskboard/contract';
import {
  announcementKinds,
  type Announcement,
  type AnnouncementKind,
  type AnnouncementText,
} from '../packages/server/src/notifications/announcements';

export const ANNOUNCE_USAGE = `Usage: npm run announce -- --kind <${announcementKinds.join('|')}> --subject "..." --file <path>
  --file <file>          the body for every language (plain text: paragraphs split by blank lines, "- " lists)
  --file <directory>     one body per language: en.md (required), es.md, fr.md, de.md, zh.md, ja.md (or .txt)
  --file-<lang> <file>   the body in one language (en, es, fr, de, zh, ja), beside --file or instead of it
  --subject-<lang> "..." the subject in one language; a body file's first line "Subject: ..." gives it too
A member whose language has no text gets the English one.`;

/** A mistake in the command line: one line for the operator, and the usage. */
export class AnnounceUsageError extends Error {}

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** The words of one body file; a first line `Subject: …` is that language's subject. */
function readBody(file: string): { subject?: string; body: string } {
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const match = /^Subject:[ \t]*(.+)\r?\n/i.exec(text);
  const body = (match ? text.slice(match[0].length) : text).trim();
  if (body === '') throw new AnnounceUsageError(`The message file ${file} is empty.`);
  return match ? { subject: match[1]!.trim(), body } : { body };
}

/** Parses `--kind … --subject … --file …` (also `--name=value`) into an announcement. */
export function parseAnnounceArgs(argv: string[]): Announcement {
  const options = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const flag = /^--([\w-]+)(?:=(.*))?$/s.exec(argument);
    if (!flag) throw new AnnounceUsageError(`Unexpected argument: ${argument}`);
    const value = flag[2] ?? argv[++index];
    if (value === undefined) throw new AnnounceUsageError(`--${flag[1]} needs a value.`);
    if (options.has(flag[1]!)) throw new AnnounceUsageError(`--${flag[1]} is given twice.`);
    options.set(flag[1]!, value);
  }

  const kind = options.get('kind');
  if (kind === undefined) throw new AnnounceUsageError('--kind is required.');
  if (/^marketing/.test(kind)) {
    throw new AnnounceUsageError(
      'Marketing e-mails are never sent by Bitesize TaskBoard (the marketing switch says so). ' +
        `Choose one of ${announcementKinds.join(', ')}.`,
    );
  }
  if (!(announcementKinds as readonly string[]).includes(kind)) {
    throw new AnnounceUsageError(
      `--kind must be one of ${announcementKinds.join(', ')} (not ${kind}).`,
    );
  }

  const bodies: Partial<Record<Language, { subject?: string; body: string }>> = {};
  const subjects: Partial<Record<Language, string>> = {};
  for (const [name, value] of options) {
    if (name === 'kind') continue;
    if (name === 'subject') subjects.en ??= value.trim();
    else if (name === 'file') {
      if (fs.statSync(value).isDirectory()) {
        for (const language of languages) {
          const file = ['md', 'txt']
            .map((ext) => path.join(value, `${language}.${ext}`))
            .find((candidate) => fs.existsSync(candidate));
          if (file) bodies[language] ??= readBody(file);
        }
        if (!bodies.en) {
          throw new AnnounceUsageError(`The directory ${value} has no en.md (or en.txt).`);
        }
      } else bodies.en ??= readBody(value);
    } else {
      const [, which, language] = /^(file|subject)-(.+)$/.exec(name) ?? [];
      if (!which || !language) throw new AnnounceUsageError(`Unknown option --${name}.`);
      if (!isLanguage(language)) {
        throw new AnnounceUsageError(
          `--${name}: the language must be one of ${languages.join(', ')}.`,
        );
      }
      if (which === 'file') bodies[language] = readBody(value);
      else subjects[language] = value.trim();
    }
  }
  // --subject is English's unless --subject-en says otherwise.
  if (options.has('subject-en') && options.has('subject')) subjects.en = options.get('subject-en')!;

  if (!bodies.en) {
    throw new AnnounceUsageError(
      'An English text is required (--file or --file-en): members whose language has no text get English.',
    );
  }
  const texts: Partial<Record<Language, AnnouncementText>> = {};
  const english = subjects.en ?? bodies.en.subject;
  for (const language of languages) {
    const body = bodies[language];
    if (!body) continue;
    const subject = subjects[language] ?? body.subject ?? english;
    if (!subject) {
      throw new AnnounceUsageError(
        '--subject is required (or a first line "Subject: ..." in the English file).',
      );
    }
    texts[language] = { subject, body: body.body };
  }
  return { kind: kind as AnnouncementKind, texts: texts as Announcement['texts'] };
}
