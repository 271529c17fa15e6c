import { refusedCharacterIn } from '@taskboard/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRefusedCharacter } from '../src/plugins/text-guard';
import { backends, bearer, createTestApp, parentWithGoal, queryRows, type TestApp } from './helper';
import { failureAnswer } from './failure-answer';

/** One of each character class no text field takes, with the words the answer uses. */
const hostile: [string, string, string][] = [
  ['a right-to-left override', 'txt\u202Eexe.doc', 'a direction override (U+202E)'],
  ['a left-to-right embedding', 'a\u202Ab', 'a direction override (U+202A)'],
  ['a right-to-left isolate', 'a\u2067b', 'a direction override (U+2067)'],
  ['a pop directional isolate', 'a\u2069b', 'a direction override (U+2069)'],
  ['a zero-width space', 'ali\u200Bce', 'an invisible character (U+200B)'],
  ['a zero-width non-joiner', 'ali\u200Cce', 'an invisible character (U+200C)'],
  ['a zero-width joiner between letters', 'ali\u200Dce', 'an invisible character (U+200D)'],
  ['a word joiner', 'ali\u2060ce', 'an invisible character (U+2060)'],
  ['a byte order mark', '\uFEFFalice', 'an invisible character (U+FEFF)'],
  // Zero-width too, though not in the first list: direction marks, soft hyphens, invisible
  // operators, fillers and tag letters (which smuggle text past a reader, e.g. to the helper).
  ['a right-to-left mark', 'txt\u200Fexe', 'an invisible character (U+200F)'],
  ['a left-to-right mark', 'ali\u200Ece', 'an invisible character (U+200E)'],
  ['an Arabic letter mark', 'ali\u061Cce', 'an invisible character (U+061C)'],
  ['a soft hyphen', 'ali\u00ADce', 'an invisible character (U+00AD)'],
  ['an invisible times', 'ali\u2062ce', 'an invisible character (U+2062)'],
  ['a Mongolian vowel separator', 'ali\u180Ece', 'an invisible character (U+180E)'],
  ['a Hangul filler', 'ali\u3164ce', 'an invisible character (U+3164)'],
  ['an interlinear annotation', 'ali\uFFF9ce', 'an invisible character (U+FFF9)'],
  ['tag letters', 'tidy up\u{E0049}\u{E0047}', 'an invisible character (U+E0049)'],
  ['a bell (C0)', 'tidy\u0007up', 'a control character (U+0007)'],
  ['an escape (C0)', 'tidy\u001B[31mup', 'a control character (U+001B)'],
  ['a delete', 'tidy\u007Fup', 'a control character (U+007F)'],
  ['a next line (C1)', 'tidy\u0085up', 'a control character (U+0085)'],
  ['a C1 control', 'tidy\u009Bup', 'a control character (U+009B)'],
  ['a line break', 'tidy\nup', 'a control character (U+000A)'],
  ['a carriage return', 'tidy\rup', 'a control character (U+000D)'],
  ['a tab', 'tidy\tup', 'a control character (U+0009)'],
];

describe('refusedCharacterIn and findRefusedCharacter', () => {
  it.each(hostile)('refuses %s in a single-line field', (_, text, words) => {
    const found = refusedCharacterIn(text, { multiLine: false });
    expect(found && `${found.kind} (${found.codePoint})`).toBe(words);
  });

  it('takes line breaks and tabs in a multi-line field, and nothing else of the list', () => {
    expect(refusedCharacterIn('one\r\ntwo\n\tthree', { multiLine: true })).toBeUndefined();
    expect(refusedCharacterIn('one\n\u202Etwo', { multiLine: true })?.codePoint).toBe('U+202E');
  });

  it('takes emoji joined into one (👩‍🚀, 🏳️‍🌈, 👨🏽‍🍳, a flag of tag letters) and ordinary text of any script', () => {
    for (const text of [
      '👩‍🚀 to the moon',
      '🏳️‍🌈',
      '👨🏽‍🍳 cook',
      'Zähne putzen 中文 عربي',
      // England's flag is a black flag and tag letters; a kanji with its variation selector.
      '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} team',
      '葛\u{E0100}飾',
      '❤️ Mum',
    ]) {
      expect(refusedCharacterIn(text, { multiLine: false }), text).toBeUndefined();
    }
  });

  it('names the path, knows multi-line fields by name, and leaves passwords alone', () => {
    expect(findRefusedCharacter({ categories: [{ name: 'a\u200Bb' }] })).toBe(
      'categories.0.name: text may not contain an invisible character (U+200B)',
    );
    expect(findRefusedCharacter({ categories: [{ description: 'a\nb' }] })).toBeUndefined();
    expect(findRefusedCharacter({ notes: ['a\nb'] })).toMatch(/^notes\.0: /);
    expect(findRefusedCharacter({ password: 'p\u200Bss\tword' })).toBeUndefined();
    expect(findRefusedCharacter({ ['k\u202E']: 1 })).toMatch(/^a field name: /);
  });
});

describe.each(backends)('characters no text field takes, on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let goalId: number;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { isolated: true });
    ({ token, goalId } = await parentWithGoal(t.app, 'Tidy my room'));
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const counts = async () =>
    (
      await queryRows<{ goals: number; tasks: number }>(
        t.database,
        sql`select (select count(*)::int from goals) as goals,
                   (select count(*)::int from tasks) as tasks`,
      )
    )[0];

  it.each(hostile)(
    'refuses %s in a goal title and a task title with a 422 naming the field',
    async (_, text, words) => {
      const before = await counts();
      const goal = await call('POST', '/api/backlog/goals', { title: text });
      expect(goal.statusCode).toBe(422);
      expect(goal.json()).toEqual(failureAnswer(`title: text may not contain ${words}`));
      const task = await call('POST', '/api/backlog/task', { title: text, goal_id: goalId });
      expect(task.statusCode).toBe(422);
      expect(task.json().detail).toMatch(/^title: /);
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses them in a query parameter too', async () => {
    const response = await t.app.inject({
      url: `/api/users?search=${encodeURIComponent('ali\u202Ece')}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toMatch(/^search: text may not contain a direction override/);
  });

  it('keeps line breaks and tabs in a task description and a bio, and an emoji in a title', async () => {
    const description = 'First the toys,\nthen the books:\r\n\t- shelf one';
    const task = await call('POST', '/api/backlog/task', {
      title: '👩‍🚀 Rocket to the box',
      goal_id: goalId,
      description,
    });
    expect(task.statusCode).toBe(201);
    expect(task.json()).toMatchObject({ title: '👩‍🚀 Rocket to the box', description });

    const bio = 'I like:\n\tdinosaurs\n\tdrawing';
    const profile = await call('PUT', '/api/users/profile', { bio });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile.bio).toBe(bio);

    const refused = await call('PUT', '/api/users/profile', { bio: 'I like\u202E dinosaurs' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('bio: text may not contain a direction override (U+202E)');
  });
});
