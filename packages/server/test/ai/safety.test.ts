import { describe, expect, it } from 'vitest';
import { checkStep, cleanStep, filterSteps, type DropReason } from '../../src/ai/safety';

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
    ['knives', 'Cut the apples with a sharp knife'],
    ['knives', 'Use the razor carefully'],
    ['fire', 'Light the candles on the cake'],
    ['fire', 'Strike a match to start'],
    ['fire', 'Use a lighter to light the campfire'],
    ['fire', 'Build a small fire in the garden'],
    ['stove-or-oven', 'Turn on the stove and heat the pan'],
    ['stove-or-oven', 'Put the tray in the oven'],
    ['medicine', 'Take your medicine from the cupboard'],
    ['medicine', 'Count the pills in the bottle'],
    ['medicine', 'Mix the bleach with water'],
    ['electricity', 'Plug it into the socket'],
    ['electricity', 'Fix the electrical wires'],
    ['strangers', 'Ask a stranger for directions'],
    ['strangers', 'Chat with someone you don’t know'.replace('’', "'")],
    ['alcohol', 'Pour a glass of wine for dad'],
    ['alcohol', 'Bring grandpa a beer'],
    ['weapons', 'Clean the toy gun'],
    ['weapons', 'Practise with a sword'],
    ['violence', 'Hit your brother if he takes it'],
    ['violence', 'Kill the spider'],
    ['adult-content', 'Watch a sexy video'],
    ['adult-content', 'Play on the casino app'],
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
  ])('keeps %j', (step) => {
    expect(checkStep(step)).toEqual({ ok: true, step });
  });
});

describe('safety: a whole answer', () => {
  it('keeps safe steps in order, cleaned, and counts what it dropped', () => {
    const result = filterSteps([
      '1. Put on your apron.',
      '2. Cut the carrots with a knife.',
      '3. **Wash** the carrots',
      '4. Put them in a bowl',
      '5. Visit https://recipes.example.com',
    ]);
    expect(result.steps).toEqual(['Put on your apron', 'Wash the carrots', 'Put them in a bowl']);
    expect(result.dropped).toBe(2);
    expect(result.reasons).toEqual(['knives', 'link']);
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
