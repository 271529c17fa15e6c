/**
 * English plan for a goal no family fits, built from the goal's own words: its verb phrase
 * ("build a sandcastle") and, when the verb has a plain object, that object ("the sandcastle").
 * "I want to build a den with my brother" → "Plan how to build a den with your brother",
 * "Gather what you need for the den", … , "Show someone the den".
 */

// Verbs a goal often starts with; they mark a goal that is already something to do.
const GOAL_VERB =
  /^(build|make|learn|write|finish|do|practi[cs]e|fix|visit|help|play|go|find|sort|organi[sz]e|plan|prepare|collect|try|get|start|complete|create|design|feed|walk|water|wash|clean|tidy|set|bring|call|thank|invite|save|share|study|watch|memori[sz]e|explore|decorate|choose|be|eat|sleep|listen|ask|give|keep|remember|put|pick|stop|use|say|sing|dance|jump|run|swim|climb|take|look|check|tell|stay|wait|wake|read|count|draw|cook|bake|brush|dress|pack|ride|care|grow|plant|hug|smile|join|meet|paint|sew|knit|catch|throw|kick|mend|repair|finish|clear|fold|hang|open|close|carry|fill|empty|turn|show|teach|copy|colour|color|cut|glue|stick|tie|zip|button|wear|hold|lift|push|pull|roll|hide|win|beat|spend|earn|sell|buy)\b/i;

// Verbs whose object is a thing one can gather for and show ("build a den" → "the den").
const MAKING_VERB =
  /^(build|make|write|draw|paint|create|design|bake|cook|decorate|sew|knit|finish|fix|mend|repair|plant|grow|prepare|plan|complete)$/i;

const PHRASE_MAX = 40;

// A parent's request about the child or the family ("let me take her temperature", "help him
// calm down", "make us late", "not wake us up at 5am"): said back to the child, it reads wrongly
// ("Plan how to let you take her temperature"), so the plan speaks of the goal in general words.
const REQUEST =
  /^(?:let|lets|help|make|get|have|allow|teach|encourage|want|need)\s+(?:you|us|him|her|them|the (?:kids?|child(?:ren)?|baby|twins))\b|^(?:not|no|never|don'?t|do not|doesn'?t|won'?t)\b/i;

/** The goal in the child's own words, turned to speak to the child ("my" → "your"). */
export function goalPhrase(goal: string): string {
  let phrase = goal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(
      /^(?:i (?:want|would like|need|have|am going|will try|'?m going) to|i'?d like to|i will|i'?ll|my goal is to|to)\s+/i,
      '',
    )
    .replace(/^(?:learn(?:ing)? (?:how )?to|try to|be able to)\s+/i, '');
  phrase = phrase
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\b(?:I|me)\b/g, 'you');
  // Goals are typed like titles ("Science project"); an acronym ("LEGO tower") keeps its capitals.
  if (/^[A-Z][a-z]/.test(phrase)) phrase = phrase.charAt(0).toLowerCase() + phrase.slice(1);
  return phrase;
}

const wordCount = (text: string) => text.split(' ').filter(Boolean).length;

export function englishFallback(goal: string, young: boolean): string[] {
  const phrase = goalPhrase(goal);
  const request = REQUEST.test(phrase);
  const usable = phrase.length > 0 && phrase.length <= PHRASE_MAX && !request;
  const verb = phrase.split(' ')[0] ?? '';
  // "Learn to whistle", "I want to juggle": what follows "to" is something to do.
  const afterTo = /^(?:i\b.*?\bto|learn(?:ing)? (?:how )?to|try to|to)\s/i.test(goal.trim());
  const isAction = usable && (afterTo || GOAL_VERB.test(phrase));

  // The verb phrase to plan, and the thing made, if there is one.
  let doing: string | undefined;
  let thing: string | undefined;
  if (isAction) {
    doing = phrase;
    const rest = phrase.slice(verb.length).trim();
    const object = /^(?:a|an|the|some|your)\s+([a-z][a-z' -]*)$/i.exec(rest);
    if (MAKING_VERB.test(verb) && object) {
      // "a den with your brother" → "the den"
      const noun = (object[1] ?? '').split(/\s+(?:with|for|to|in|on|at|from|by|and)\s+/i)[0];
      if (noun) thing = rest.toLowerCase().startsWith('your ') ? `your ${noun}` : `the ${noun}`;
    }
  } else if (usable) {
    thing = /^(?:the|a|an|your|our|some)\s/i.test(phrase) ? phrase : `your ${phrase}`;
    thing = thing.replace(/^(?:a|an)\s/i, 'the ');
    doing = `work on ${thing}`;
  }

  if (young) {
    return [
      doing && wordCount(doing) <= 3 ? `Plan how to ${doing}` : 'Tell a grown-up your plan',
      'Get the things you need',
      'Do one small bit',
      thing && wordCount(thing) <= 3 ? `Show someone ${thing}` : 'Show a grown-up what you did',
    ];
  }
  return [
    doing
      ? `Plan how to ${doing}`
      : request
        ? 'Agree with a grown-up what to try'
        : 'Say your goal in your own words',
    thing ? `Gather what you need for ${thing}` : 'Gather what you need',
    '+Ask a grown-up to help with the hardest part',
    'Start with the easiest part',
    '+Take a short break, then keep going',
    '+Keep going one bit at a time',
    thing ? `Show someone ${thing}` : 'Tell someone how it went',
  ];
}
