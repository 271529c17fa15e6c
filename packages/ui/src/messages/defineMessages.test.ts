import { describe, expect, it } from 'vitest';
import { declarationOf, defineMessages, translatedTexts } from './defineMessages';
import { icu } from './icu';
import { describeUiMessages } from './describeUiMessages';
import { defaultUiMessages } from './defaultUiMessages';
import { formatIcu, valueNamesOf } from './formatIcu';

describe('formatIcu', () => {
  it('fills in plain values and chooses English plurals, with # as the count', () => {
    const tasks = '{count, plural, one {# task} other {# tasks}}';
    expect(formatIcu(tasks, { count: 1 })).toBe('1 task');
    expect(formatIcu(tasks, { count: 0 })).toBe('0 tasks');
    expect(formatIcu(tasks, { count: 1200 })).toBe('1,200 tasks');
    expect(formatIcu('{days, plural, =0 {No streak} other {# day streak}}', { days: 0 })).toBe(
      'No streak',
    );
    expect(formatIcu('Time left {time}', { time: '04:05' })).toBe('Time left 04:05');
  });

  it('reads select, ordinals, nested arguments and apostrophe quoting', () => {
    const message =
      "{who} came {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in {kind, select, race {the race} other {'{'it'}'}}";
    expect(formatIcu(message, { who: 'Sam', place: 2, kind: 'race' })).toBe(
      'Sam came 2nd in the race',
    );
    expect(formatIcu(message, { who: 'Ana', place: 11, kind: 'quiz' })).toBe(
      'Ana came 11th in {it}',
    );
    expect(formatIcu("You're up, it''s {name}'s turn", { name: 'Mia' })).toBe(
      "You're up, it's Mia's turn",
    );
  });

  it('writes a date as the reader writes a day short', () => {
    const day = new Date(2026, 10, 24, 12);
    const expected = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(
      day,
    );
    expect(formatIcu('{date}', { date: day })).toBe(expected);
  });

  it('names the values a message takes, and refuses a broken one', () => {
    expect(
      valueNamesOf('{who} earned {stars, plural, one {a star} other {# stars}} for {subject}'),
    ).toEqual(['who', 'stars', 'subject']);
    expect(() => formatIcu('{count, plural, one {# task}', { count: 1 })).toThrow();
  });
});

describe('defineMessages', () => {
  const texts = defineMessages('example', {
    heading: 'Tasks',
    count: icu('{count, plural, one {# task} other {# tasks}}', (count: number) => ({ count })),
    titles: { new: 'New', done: 'Done' },
    hints: ['Finish a task', 'Reach a goal'],
  });

  it('gives the English defaults, texts with values as functions of their arguments', () => {
    expect(texts.heading).toBe('Tasks');
    expect(texts.count(3)).toBe('3 tasks');
    expect(texts.count).toHaveLength(1);
    expect(texts.titles).toEqual({ new: 'New', done: 'Done' });
    expect(texts.hints).toEqual(['Finish a task', 'Reach a goal']);
    expect(declarationOf(texts)?.component).toBe('example');
  });

  it('translates every text by id, keeping the default where the translator has none', () => {
    const french: Record<string, string> = {
      'example.heading': 'Tâches',
      'example.titles.new': 'Nouveau',
      'example.hints.1': 'Atteindre un objectif',
    };
    const translated = translatedTexts(texts, (id, values) =>
      id === 'example.count' ? `${String(values?.count)} tâches` : french[id],
    );
    expect(translated.heading).toBe('Tâches');
    expect(translated.count(2)).toBe('2 tâches');
    expect(translated.titles).toEqual({ new: 'Nouveau', done: 'Done' });
    expect(translated.hints).toEqual(['Finish a task', 'Atteindre un objectif']);
  });
});

describe('describeUiMessages', () => {
  const table = describeUiMessages();

  it('lists every text of the library by id, with its ICU message and value names', () => {
    expect(table['column.count']).toEqual({
      message: '{count, plural, one {# task} other {# tasks}}',
      values: ['count'],
    });
    expect(table['column.titles.new']).toEqual({ message: 'New', values: [] });
    expect(table['badgeTier.hints.0']?.values).toEqual([]);
    expect(Object.keys(table).length).toBeGreaterThan(300);
  });

  it('has each component declare its texts under its own name', () => {
    for (const [component, defaults] of Object.entries(defaultUiMessages))
      expect(declarationOf(defaults)?.component, component).toBe(component);
  });

  it('has every plain text read as itself, so no ICU syntax hides in it', () => {
    for (const [id, { message, values }] of Object.entries(table))
      if (values.length === 0) expect(formatIcu(message), id).toBe(message);
  });
});
