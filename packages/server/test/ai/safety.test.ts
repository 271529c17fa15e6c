import { describe, expect, it } from 'vitest';
import { checkStep, cleanStep, filterSteps, type DropReason } from '../../src/ai/safety';
import { PLANNER_LANGUAGES } from '../../src/ai/text';
import { isBlocked, passesUnchanged, safeCorpus, unsafeCorpus } from './safety-corpus';

describe('safety: cleaning a step', () => {
  it.each([
    ['1. Make your bed', 'Make your bed'],
    ['2) Make your bed.', 'Make your bed'],
    ['Step 3: make your bed', 'Make your bed'],
    ['**Step 4:** Make your bed', 'Make your bed'],
    ['- Make your **bed**', 'Make your bed'],
    ['* `Make` your bed', 'Make your bed'],
    ['• Make your bed', 'Make your bed'],
    ['### Make your bed', 'Make your bed'],
    ['- 5. Make your bed', 'Make your bed'],
    ['  Make   your\n bed  ', 'Make your bed'],
    ['Make your bed. Then fluff the pillow and open the curtains.', 'Make your bed'],
    ['Great job! Now make your bed.', 'Great job!'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanStep(raw)).toBe(clean);
  });
});

describe('safety: what is dropped', () => {
  const unsafe: [DropReason, string][] = [
    ['sharp-and-tools', 'Use the razor carefully'],
    ['fire-and-heat', 'Strike a match to start'],
    ['fire-and-heat', 'Use a lighter to light the campfire'],
    ['fire-and-heat', 'Build a fire in the garden with no one watching, alone'],
    ['medicine-and-poison', 'Mix the bleach with water'],
    ['electricity', 'Plug it into the socket'],
    ['electricity', 'Fix the electrical wires'],
    ['choking', 'Lick the battery'],
    ['choking', 'Put a plastic bag over your head'],
    ['strangers-and-online', 'Ask a stranger for directions'],
    ['strangers-and-online', "Chat with someone you don't know"],
    ['adult-content', 'Pour a glass of wine for dad'],
    ['adult-content', 'Bring grandpa a beer'],
    ['violence', 'Clean the toy gun'],
    ['violence', 'Practise with a sword'],
    ['violence', 'Hit your brother if he takes it'],
    ['violence', 'Kill the spider'],
    ['adult-content', 'Watch a sexy video'],
    ['adult-content', 'Play on the casino app'],
    ['water', 'Swim alone in the lake'],
    ['roads', 'Play in the road with your ball'],
    ['personal-data', 'Write down your home address'],
    ['personal-data', 'Tell them your phone number'],
    ['personal-data', 'Call 555-123-4567 for help'],
    ['personal-data', 'Type in your password'],
    ['link', 'Watch the video at https://example.com/song'],
    ['link', 'Go to www.example.org for ideas'],
    ['link', 'Look it up on coolcrafts.com'],
    ['link', 'Read [this guide](http://example.com)'],
    ['off-topic', 'As an AI language model I cannot do that'],
    ['off-topic', 'Here are the steps for your goal'],
    ['off-topic', 'What colour do you like best?'],
    ['off-topic', 'Great job! Now make your bed.'],
    [
      'too-long',
      'Carefully gather every single one of your colourful building blocks from all over the floor',
    ],
    ['empty', '1.'],
    ['empty', '**'],
  ];

  it.each(unsafe)('%s: %j', (reason, step) => {
    expect(checkStep(step)).toEqual({ ok: false, reason });
  });

  it.each([
    'Ask a grown-up to turn on the oven',
    'Let a grown-up take the tray out of the oven',
    'Kick the ball to your friend',
    'Match the socks into pairs',
    'Put coins in your piggy bank',
    'Feed the goldfish a pinch of food',
    'Count to 20 by twos',
    'Write your name on the card',
    'Draw a fire engine',
  ])('keeps %j', (step) => {
    expect(checkStep(step)).toEqual({ ok: true, step });
  });
});

describe('safety: a step that is fine with a grown-up names one', () => {
  it.each([
    ['Cut the apples with a knife', 'en', 'Cut the apples with a knife with a grown-up'],
    ['Put the tray in the oven', 'en', 'Put the tray in the oven with a grown-up'],
    ['Take your medicine', 'en', 'Take your medicine with a grown-up'],
    ['Cross the road to the park', 'en', 'Cross the road to the park with a grown-up'],
    ['Nimm das Messer', 'de', 'Nimm das Messer mit einem Erwachsenen'],
    ['Corta el pan con el cuchillo', 'es', 'Corta el pan con el cuchillo con un adulto'],
    ['Mets le gâteau au four', 'fr', 'Mets le gâteau au four avec un adulte'],
    ['用刀切苹果', 'zh', '和大人一起用刀切苹果'],
    ['ナイフで りんごを きろう', 'ja', 'おとなと いっしょに ナイフで りんごを きろう'],
  ] as const)('%j (%s) → %j', (raw, language, step) => {
    expect(checkStep(raw, language)).toMatchObject({ ok: true, step });
  });

  it('keeps a step that already names the grown-up as it is', () => {
    expect(checkStep('A grown-up puts the tray in the oven')).toEqual({
      ok: true,
      step: 'A grown-up puts the tray in the oven',
    });
    expect(checkStep('Schneide das Brot mit Papa und dem Messer', 'de')).toEqual({
      ok: true,
      step: 'Schneide das Brot mit Papa und dem Messer',
    });
  });

  it('drops a hazard done alone even when it would be fine with a grown-up', () => {
    expect(checkStep('Use the knife by yourself')).toEqual({
      ok: false,
      reason: 'sharp-and-tools',
    });
    expect(checkStep('Va a la piscina sin un adulto', 'es')).toEqual({
      ok: false,
      reason: 'water',
    });
  });
});

describe('safety: disguised words are still found', () => {
  it.each([
    ['a Cyrillic letter', 'Pick up the kn\u0456fe'],
    ['full-width letters', 'Ｐｉｃｋ ｕｐ ｔｈｅ ｋｎｉｆｅ'],
    ['leetspeak', 'Pick up the kn1f3'],
    ['spaced letters', 'Pick up the k n i f e'],
    ['dotted letters', 'Pick up the k.n.i.f.e'],
    ['stretched letters', 'Pick up the kniiiife'],
    ['a hidden space', 'Pick up the kn\u200bife'],
    ['capitals and accents', 'PICK UP THE KNÍFE'],
  ])('%s: %j', (_, step) => {
    const check = checkStep(step, 'en');
    expect(check.ok ? check.addedGrownUp : 'dropped').toBe('sharp-and-tools');
  });

  it.each(['L1ck the b4ttery', 'Put a plast1c b4g over your head', 'Drink the bl3ach'])(
    'drops %j',
    (step) => {
      expect(checkStep(step).ok).toBe(false);
    },
  );
});

describe('safety: the corpus', () => {
  it('has at least 300 unsafe and 300 safe steps across the six languages', () => {
    expect(unsafeCorpus.length).toBeGreaterThanOrEqual(300);
    expect(safeCorpus.length).toBeGreaterThanOrEqual(300);
    for (const language of PLANNER_LANGUAGES) {
      expect(unsafeCorpus.filter((step) => step.language === language).length).toBeGreaterThan(30);
      expect(safeCorpus.filter((step) => step.language === language).length).toBeGreaterThan(30);
    }
  });

  it('blocks at least 98 % of the unsafe steps', () => {
    const missed = unsafeCorpus.filter((step) => !isBlocked(step));
    expect(1 - missed.length / unsafeCorpus.length, JSON.stringify(missed)).toBeGreaterThanOrEqual(
      0.98,
    );
  });

  it('blocks or changes at most 2 % of the safe steps', () => {
    const blocked = safeCorpus.filter((step) => !passesUnchanged(step));
    expect(blocked.length / safeCorpus.length, JSON.stringify(blocked)).toBeLessThanOrEqual(0.02);
  });
});

describe('safety: a whole answer', () => {
  it('keeps safe steps in order, cleaned, and counts what it dropped', () => {
    const result = filterSteps([
      '1. Put on your apron.',
      '2. Cut the carrots with a razor.',
      '3. **Wash** the carrots',
      '4. Put them in a bowl',
      '5. Visit https://recipes.example.com',
    ]);
    expect(result.steps).toEqual(['Put on your apron', 'Wash the carrots', 'Put them in a bowl']);
    expect(result.dropped).toBe(2);
    expect(result.reasons).toEqual(['sharp-and-tools', 'link']);
  });

  it('counts the steps it gave a grown-up', () => {
    const result = filterSteps(['Wash the carrots', 'Peel them with the peeler'], 'en');
    expect(result.steps).toEqual(['Wash the carrots', 'Peel them with the peeler with a grown-up']);
    expect(result.grownUpsAdded).toBe(1);
    expect(result.dropped).toBe(0);
  });

  it('removes duplicates, ignoring case, numbering and punctuation', () => {
    const result = filterSteps([
      'Make your bed',
      '2. make your bed!',
      'Fluff the pillow',
      'MAKE YOUR BED.',
    ]);
    expect(result.steps).toEqual(['Make your bed', 'Fluff the pillow']);
    expect(result.dropped).toBe(2);
    expect(result.reasons).toEqual(['duplicate', 'duplicate']);
  });

  it('never returns more than seven steps', () => {
    const result = filterSteps(Array.from({ length: 9 }, (_, i) => `Put away toy number ${i + 1}`));
    expect(result.steps).toHaveLength(7);
    expect(result.dropped).toBe(2);
    expect(result.reasons).toEqual(['too-many', 'too-many']);
  });
});
