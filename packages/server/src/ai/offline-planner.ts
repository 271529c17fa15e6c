/**
 * The built-in offline planner: a rule-based planner, not a model. It needs no network and no
 * key, and it is what the task breaker uses when no AI_BASE_URL is configured, or when a model's
 * answer leaves too few safe steps.
 *
 * How it works:
 * 1. The goal is matched against the keyword rules of the template library below, in order; the
 *    first template whose keywords appear in the goal wins. A goal that matches none gets the
 *    generic plan, which repeats the goal's own words ("Get everything you need to build a
 *    sandcastle") when they are short and safe, and says "your goal" otherwise.
 * 2. Each template has four core steps and three extra ones, each extra marked with the youngest
 *    age that gets it. The child's age picks the steps:
 *      age 3: 3 steps, age 4: 4 steps (the `simple` wording: short words, a grown-up nearby);
 *      age 5: 5 steps; ages 6–8: 6 steps; 9 and up: 7 steps (more done alone, checking own work).
 * 3. Token counts are an estimate, not a tokenizer: ~4 characters per token (CHARS_PER_TOKEN) of
 *    the text the planner read (the goal) and of the text it wrote (the steps, one per line).
 *    The planner reads only the goal and the age; the additional context is not used.
 */
import {
  estimateTokens,
  type BreakDownRequest,
  type BreakDownResult,
  type TaskBreakerProvider,
} from './provider';
import { isSafeText, MAX_STEP_LENGTH } from './safety';

interface PlanStep {
  /** Wording for ages 5 and up. */
  text: string;
  /** Shorter, simpler wording for ages 3–4; `text` when omitted. */
  simple?: string;
  /** Youngest age that gets this step; core steps (everyone) have none. */
  minAge?: 5 | 6 | 9;
}

/** Words filled into a template from the goal, e.g. {pet} → "your dog". */
type Fill = Record<string, string>;

interface Template {
  id: string;
  keywords: RegExp;
  steps: PlanStep[];
  fill?: (goal: string) => Fill;
}

const firstMatch = (goal: string, table: [RegExp, string][], otherwise: string) =>
  table.find(([pattern]) => pattern.test(goal))?.[1] ?? otherwise;

// Order matters: more specific templates come first ("bake a birthday cake" is cooking, not a gift;
// "wash my hands" is hand washing, not a bath).
export const templates: Template[] = [
  {
    id: 'teeth',
    keywords: /\b(teeth|tooth|toothbrush|toothpaste|floss)\b/i,
    steps: [
      {
        text: 'Put a pea-sized bit of toothpaste on your brush',
        simple: 'Put toothpaste on your brush',
      },
      {
        text: 'Brush every tooth in small circles',
        simple: 'Brush round and round with a grown-up',
      },
      { minAge: 5, text: 'Brush for two minutes while you count or sing' },
      { minAge: 6, text: 'Brush your tongue gently too' },
      { text: 'Spit out the toothpaste and rinse your mouth', simple: 'Spit it out' },
      { minAge: 9, text: 'Floss between your teeth' },
      { text: 'Rinse your brush and put it back in its cup', simple: 'Rinse your brush' },
    ],
  },
  {
    id: 'handwashing',
    keywords: /\b(wash(?:ing)? (?:my |your |the |our )?hands|hand ?washing)\b/i,
    steps: [
      { text: 'Wet your hands with warm water', simple: 'Wet your hands' },
      { text: 'Rub soap on your palms, backs and fingers', simple: 'Rub on some soap' },
      { minAge: 5, text: 'Scrub for as long as the Happy Birthday song' },
      { minAge: 6, text: 'Clean under your nails and between your fingers' },
      { text: 'Rinse off all the bubbles', simple: 'Rinse off the bubbles' },
      { text: 'Dry your hands on a clean towel', simple: 'Dry with a towel' },
      { minAge: 9, text: 'Hang the towel up straight so it can dry' },
    ],
  },
  {
    id: 'bath',
    keywords:
      /\b(bath|bathtime|shower|hygiene|wash(?:ing)? (?:my |your )?(?:face|hair|body)|comb|shampoo)\b/i,
    steps: [
      { text: 'Get your towel and clean clothes ready', simple: 'Get your towel' },
      {
        text: 'Wash with soap and warm water, with a grown-up nearby',
        simple: 'Wash with soap with a grown-up',
      },
      { minAge: 5, text: 'Wash your face and behind your ears' },
      { text: 'Rinse off all the soap', simple: 'Rinse off the soap' },
      { text: 'Dry yourself with the towel and get dressed', simple: 'Dry with your towel' },
      { minAge: 6, text: 'Comb or brush your hair' },
      { minAge: 9, text: 'Put your dirty clothes in the laundry basket' },
    ],
  },
  {
    id: 'getting-dressed',
    keywords:
      /\b(dress(?:ed)?|clothes|outfit|socks|shoes|coat|jacket|pyjamas|pajamas|uniform|get ready)\b/i,
    steps: [
      { minAge: 9, text: 'Check the weather to choose the right clothes' },
      { text: 'Lay out your clothes for today', simple: 'Pick your clothes' },
      { text: 'Put on your underwear and socks', simple: 'Put on socks' },
      { text: 'Put on your top and trousers', simple: 'Put on top and trousers' },
      { minAge: 5, text: 'Do up the buttons and zips' },
      { text: 'Put on your shoes and fasten them', simple: 'Put on your shoes' },
      { minAge: 6, text: 'Fold your pyjamas and put them away' },
    ],
  },
  {
    id: 'cooking',
    keywords:
      /\b(cook(?:ing)?|bake|baking|cakes?|cookies|biscuits|muffins|pancakes|sandwich(?:es)?|breakfast|lunch|dinner|salad|smoothie|recipe|kitchen|snack|pizza)\b/i,
    steps: [
      { text: 'Wash your hands and put on an apron', simple: 'Wash your hands' },
      { minAge: 5, text: 'Look at the recipe together with a grown-up' },
      {
        text: 'Get the food and bowls out with a grown-up',
        simple: 'Get the food out with a grown-up',
      },
      { text: 'Measure and mix the ingredients', simple: 'Help stir the bowl' },
      { minAge: 6, text: 'Let a grown-up do the hot oven or stove part' },
      { minAge: 9, text: 'Set a timer and check it is ready with a grown-up' },
      { text: 'Help wipe the table and wash up', simple: 'Help wipe the table' },
    ],
  },
  {
    id: 'gift',
    keywords:
      /\b(gifts?|presents?|cards?|birthday|surprise|thank[- ]you|valentine|mother'?s day|father'?s day|for (?:mum|mom|dad|grandma|grandpa|granny|grandad))\b/i,
    steps: [
      { text: 'Think about who it is for and what they like', simple: 'Think of who it is for' },
      { text: 'Get paper, pens and stickers ready', simple: 'Get paper and stickers' },
      { minAge: 5, text: 'Fold the paper in half to make a card' },
      { text: 'Draw a picture they will love', simple: 'Draw a nice picture' },
      { minAge: 6, text: 'Write a kind message inside' },
      { minAge: 9, text: 'Wrap it or put it in an envelope' },
      { text: 'Give it to them with a big smile', simple: 'Give it with a hug' },
    ],
  },
  {
    id: 'crafts',
    keywords:
      /\b(draw(?:ing)?|paint(?:ing)?|colou?r(?:ing)?|crafts?|glue|collage|clay|play-?doh|stickers|origami|lego|build(?:ing)? blocks|picture)\b/i,
    steps: [
      { text: 'Get paper, crayons or paints ready', simple: 'Get paper and crayons' },
      { minAge: 5, text: 'Put on an old shirt or an apron' },
      { text: 'Think of what you want to make', simple: 'Think of a picture' },
      { text: 'Start with the big shapes', simple: 'Draw big shapes' },
      { minAge: 6, text: 'Add colours and small details' },
      { minAge: 9, text: 'Let it dry, then sign your name in the corner' },
      { text: 'Put everything away and show your work', simple: 'Show a grown-up' },
    ],
  },
  {
    id: 'gardening',
    keywords:
      /\b(plant(?:s|ing)?|garden(?:ing)?|seeds?|flowers?|grow|vegetables?|tomato(?:es)?|sunflowers?|soil|weeds?)\b/i,
    steps: [
      { text: 'Put on old clothes and gardening gloves', simple: 'Put on your gloves' },
      { minAge: 5, text: 'Choose a sunny spot for your pot' },
      { text: 'Fill a pot with soil', simple: 'Fill a pot with soil' },
      { text: 'Push the seeds in gently and cover them', simple: 'Push in the seeds' },
      { text: 'Water them a little bit', simple: 'Give them water' },
      { minAge: 6, text: 'Make a name label for your plant' },
      { minAge: 9, text: 'Check the soil each day and water it when dry' },
    ],
  },
  {
    id: 'packing',
    keywords:
      /\b(pack(?:ing)?|bag|backpack|rucksack|suitcase|trip|holiday|vacation|sleepover|picnic|school bag)\b/i,
    steps: [
      { text: 'Make a list of what you need', simple: 'Say what you need' },
      { text: 'Put in your clothes and toothbrush', simple: 'Put in your clothes' },
      { minAge: 5, text: 'Pack your water bottle and a snack' },
      { text: 'Add a book or a toy you love', simple: 'Add a toy' },
      { minAge: 6, text: 'Tick off each thing on your list' },
      { minAge: 9, text: 'Check the weather and add a coat if needed' },
      { text: 'Zip up the bag and put it by the door', simple: 'Zip up the bag' },
    ],
  },
  {
    id: 'pet',
    keywords:
      /\b(pets?|dogs?|puppy|cats?|kitten|fish|hamsters?|rabbits?|bunny|guinea pigs?|birds?|budgie|tortoise|turtle)\b/i,
    fill: (goal) => ({
      pet: firstMatch(
        goal,
        [
          [/\b(dog|puppy)/i, 'your dog'],
          [/\b(cat|kitten)/i, 'your cat'],
          [/\bfish/i, 'your fish'],
          [/\bhamster/i, 'your hamster'],
          [/\b(rabbit|bunny)/i, 'your rabbit'],
          [/\bguinea pig/i, 'your guinea pig'],
          [/\b(bird|budgie)/i, 'your bird'],
          [/\b(tortoise|turtle)/i, 'your tortoise'],
        ],
        'your pet',
      ),
    }),
    steps: [
      { minAge: 5, text: 'Ask a grown-up how much food {pet} needs' },
      { text: 'Put the right amount of food in the bowl', simple: 'Put food in the bowl' },
      { text: 'Give {pet} fresh water', simple: 'Give fresh water' },
      { text: 'Spend a few calm minutes with {pet}', simple: 'Be gentle with {pet}' },
      { minAge: 6, text: 'Clean the bed or cage with a grown-up' },
      { minAge: 9, text: 'Tick the pet chart so everyone knows it is done' },
      { text: 'Wash your hands when you finish', simple: 'Wash your hands' },
    ],
  },
  {
    id: 'riding',
    keywords:
      /\b(bikes?|bicycle|cycling|ride|riding|scooter|skat(?:e|ing)|skateboard|roller ?skates?|balance bike)\b/i,
    steps: [
      { text: 'Put on your helmet and do up the strap', simple: 'Put on your helmet' },
      {
        text: 'Check the brakes and tyres with a grown-up',
        simple: 'Check the bike with a grown-up',
      },
      { minAge: 5, text: 'Push off and glide with your feet up' },
      { text: 'Practise on a path away from cars', simple: 'Ride on the path with a grown-up' },
      { minAge: 6, text: 'Practise stopping with the brakes' },
      { minAge: 9, text: 'Ride a short loop all by yourself' },
      { text: 'Park it and hang up your helmet', simple: 'Park your bike' },
    ],
  },
  {
    id: 'sports',
    keywords:
      /\b(sports?|football|soccer|basketball|tennis|ball|catch|throw|swim(?:ming)?|run(?:ning)?|jump(?:ing)?|skipping rope|jump rope|gym(?:nastics)?|dance|dancing|yoga|exercise|karate|cartwheel)\b/i,
    steps: [
      { text: 'Put on comfy clothes and sports shoes', simple: 'Put on your shoes' },
      { text: 'Warm up with ten jumps on the spot', simple: 'Jump up and down' },
      { minAge: 5, text: 'Stretch your arms and legs' },
      { text: 'Practise the main move slowly, then faster', simple: 'Play with a grown-up' },
      { minAge: 6, text: 'Try the move ten times in a row' },
      { minAge: 9, text: 'Count your best score and try to beat it' },
      { text: 'Drink some water and rest', simple: 'Drink some water' },
    ],
  },
  {
    id: 'song',
    keywords:
      /\b(songs?|sing(?:ing)?|music|rhyme|piano|guitar|recorder|violin|drums?|instrument)\b/i,
    steps: [
      { text: 'Listen to the song once all the way through', simple: 'Listen to the song' },
      { minAge: 5, text: 'Clap along to the beat' },
      { text: 'Learn the first line by heart', simple: 'Sing the first line' },
      { text: 'Add the next line and sing both', simple: 'Sing the next line' },
      { minAge: 6, text: 'Practise the tricky part three times' },
      { minAge: 9, text: 'Record yourself and listen back' },
      { text: 'Perform it for your family', simple: 'Sing it for your family' },
    ],
  },
  {
    id: 'learning',
    keywords:
      /\b(count(?:ing)?|numbers?|letters?|alphabet|abc|spell(?:ing)?|words?|maths?|sums|times tables?|phonics|write my name|learn)\b/i,
    fill: (goal) => ({
      things: firstMatch(
        goal,
        [
          [/\btimes tables?/i, 'times tables'],
          [/\b(count|number|math|sums)/i, 'numbers'],
          [/\b(letter|alphabet|abc|phonics|name)/i, 'letters'],
          [/\b(spell|word)/i, 'words'],
        ],
        'new things',
      ),
    }),
    steps: [
      { text: 'Find a quiet spot and get a pencil', simple: 'Sit down with a grown-up' },
      { text: 'Say a few {things} out loud', simple: 'Say them out loud' },
      { minAge: 5, text: 'Use toys or your fingers to help' },
      { text: 'Write or trace the {things} on paper', simple: 'Trace them with your finger' },
      { minAge: 6, text: 'Try them again without looking' },
      { minAge: 9, text: 'Make flash cards for the tricky ones' },
      { text: 'Play a quick game to show what you learned', simple: 'Play a game with them' },
    ],
  },
  {
    id: 'reading',
    keywords: /\b(read(?:ing)?|books?|story|stories|library|chapter|comic)\b/i,
    steps: [
      { text: 'Choose a book you like', simple: 'Pick a book' },
      { text: 'Find a quiet, cosy spot to read', simple: 'Sit in a cosy spot' },
      { minAge: 5, text: 'Point to the words as you read' },
      { text: 'Read the pages one by one', simple: 'Look at the pictures with a grown-up' },
      { minAge: 6, text: 'Read one chapter, then put in a bookmark' },
      { minAge: 9, text: 'Write one sentence about your favourite part' },
      { text: 'Tell someone what happened in the story', simple: 'Say what you liked' },
    ],
  },
  {
    id: 'tidying',
    keywords:
      /\b(tidy(?:ing)?|clean(?:ing)? (?:up|my|your|the|our) (?:room|bedroom|toys|desk|playroom)|clean up|bedroom|room|toys|declutter|mess|make (?:my|the|your) bed|put away)\b/i,
    steps: [
      { text: 'Put the toys back in their boxes', simple: 'Put toys in the box' },
      { text: 'Put dirty clothes in the laundry basket', simple: 'Put clothes in the basket' },
      { minAge: 5, text: 'Put books back on the shelf' },
      { minAge: 6, text: 'Make your bed and fluff the pillow' },
      { text: 'Throw away old paper and wrappers', simple: 'Throw away the rubbish' },
      { minAge: 9, text: 'Wipe your desk and sort one drawer' },
      { text: 'Check the floor is clear and show a grown-up', simple: 'Show a grown-up your room' },
    ],
  },
];

/** How many steps a child of this age gets: fewer and simpler for the youngest. */
export function stepCountForAge(age: number): number {
  if (age <= 3) return 3;
  if (age === 4) return 4;
  if (age === 5) return 5;
  if (age <= 8) return 6;
  return 7;
}

const SIMPLE_WORDING_MAX_AGE = 4;

// Verbs a goal often starts with; they decide "to build a den" versus "for your science project".
const goalVerbs =
  /^(build|make|learn|write|finish|do|practi[cs]e|fix|visit|help|play|go|find|sort|organi[sz]e|plan|prepare|collect|try|get|start|complete|create|design|feed|walk|water|wash|clean|tidy|set|bring|call|thank|invite|save|share|study|watch|memori[sz]e|explore|decorate|choose|be|eat|sleep|listen|ask|give|keep|remember|put|pick|stop|use|say|sing|dance|jump|run|swim|climb|take|look|check|tell|stay|wait|wake|read|count|draw|cook|bake|brush|dress|pack|ride|care|grow|plant|hug|smile|join|meet)\b/i;

/** The goal in the child's own words, turned to speak to the child ("my" → "your"). */
export function goalPhrase(goal: string): string {
  let phrase = goal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(
      /^(?:i (?:want|would like|need|have|am going) to|i'?d like to|i will|my goal is to|to)\s+/i,
      '',
    );
  phrase = phrase
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\b(?:I|me)\b/g, 'you');
  // Goals are typed like titles ("Science project"); an acronym ("LEGO tower") keeps its capitals.
  if (/^[A-Z][a-z]/.test(phrase)) {
    phrase = phrase.charAt(0).toLowerCase() + phrase.slice(1);
  }
  return phrase;
}

// Longest goal phrase repeated inside a step; longer ones become "your goal".
const PHRASE_MAX = 40;

function genericSteps(goal: string): PlanStep[] {
  const phrase = goalPhrase(goal);
  const usable = phrase.length > 0 && phrase.length <= PHRASE_MAX && isSafeText(phrase);
  const isAction = goalVerbs.test(phrase);
  const hasArticle = /^(the|a|an|your|our|some)\b/i.test(phrase);
  const object = usable
    ? isAction
      ? phrase
      : hasArticle
        ? phrase
        : `your ${phrase}`
    : 'your goal';
  const toDo = usable && isAction ? `to ${phrase}` : `for ${object}`;
  const steps: PlanStep[] = [
    {
      text: usable && isAction ? `Think about how to ${phrase}` : `Think about ${object}`,
      simple: usable && isAction ? `Say what you will do: ${phrase}` : 'Say what you will do',
    },
    { text: `Get everything you need ${toDo}`, simple: 'Get your things ready' },
    { minAge: 5, text: 'Pick the first small part to do' },
    { text: 'Do one small part at a time', simple: 'Do one small part with a grown-up' },
    { minAge: 6, text: 'Take a short break and check how it is going' },
    { minAge: 9, text: 'Fix anything you want to change, all by yourself' },
    { text: 'Finish, tidy up and show someone what you did', simple: 'Show a grown-up' },
  ];
  // A long phrase that still fits the goal text could push a step past the limit.
  return steps.map((step) =>
    step.text.length > MAX_STEP_LENGTH ? { ...step, text: 'Get everything you need' } : step,
  );
}

export const GENERIC_TEMPLATE_ID = 'generic';

/** Which template a goal uses: its id, or 'generic'. */
export function matchTemplate(goal: string): string {
  return templates.find((template) => template.keywords.test(goal))?.id ?? GENERIC_TEMPLATE_ID;
}

/** The plan for a goal at an age: 3–7 short steps, each passing the safety filter. */
export function planSteps(goal: string, age: number): string[] {
  const template = templates.find((candidate) => candidate.keywords.test(goal));
  const steps = template ? template.steps : genericSteps(goal);
  const fill: Fill = template?.fill?.(goal) ?? {};
  const simple = age <= SIMPLE_WORDING_MAX_AGE;
  const forAge = steps.filter((step) => (step.minAge ?? 0) <= age);
  const count = stepCountForAge(age);
  // Ages 3 and 4 share the four core steps; a 3-year-old gets the first three.
  return forAge.slice(0, count).map((step) => {
    const wording = simple ? (step.simple ?? step.text) : step.text;
    return wording.replace(/\{(\w+)\}/g, (_, key: string) => fill[key] ?? 'it');
  });
}

export function createOfflinePlanner(): TaskBreakerProvider {
  return {
    name: 'offline',
    // async so a cancelled call rejects like a network provider's would, rather than throwing.
    async breakDown({ goal, age, signal }: BreakDownRequest): Promise<BreakDownResult> {
      signal?.throwIfAborted();
      const steps = planSteps(goal, age);
      const inputTokens = estimateTokens(goal);
      const outputTokens = estimateTokens(steps.join('\n'));
      return {
        steps,
        usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
      };
    },
  };
}
