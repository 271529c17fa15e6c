import type { EvalCase } from '../../types';

/**
 * Held-out round 7, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo, British and American
 * words), many of them kinds of goal the earlier rounds did not hold (nits, inhalers, eye
 * patches, flights, chickens, lemonade stands), each with the words a relevant plan names beyond
 * the goal's own (relevance.ts), decided when the goal was written. Written on 2026-11-27 without
 * reading the planner's library or matcher, committed before any library change it may prompt,
 * and never edited: a later round adds a new directory.
 *
 * Left out before the round was committed: “build a snowman”, “carve a pumpkin for halloween”,
 * “build a sandcastle”, which the tuning set had come to hold word for word while this round was
 * being written (a goal tuned on is not held out).
 */
export const enHeldOut: EvalCase[] = [
  ['cut his nails without screaming', 'clippers|file|fingers|toes|towel|story|sticker'],
  ['spit the toothpaste out dont swallow it', 'sink|rinse|cup|water|brush|mouth|pea'],
  ['sit still for the nit comb', 'lice|conditioner|towel|eggs|shampoo|hair|section'],
  ['wear her glasses all day at school', 'case|cloth|lenses|nose|ears|wipe|frames'],
  ['use his inhaler with the spacer', 'puff|breathe|mask|shake|mouthpiece|asthma|press'],
  ['put his wellies on by himself', 'boots|socks|heel|pull|feet|puddle|left|right'],
  [
    'choose what to wear when its raining',
    'raincoat|wellies|umbrella|hood|boots|puddles|waterproof',
  ],
  ['mop up his own spills', 'cloth|sponge|towel|paper towel|floor|kitchen roll|wipe|bucket'],
  ['peel his own banana and satsuma', 'skin|top|pull|bin|segments|pips|fingers'],
  ['make a smoothie for breakfast', 'banana|berries|blender|yoghurt|milk|lid|straw|cup'],
  ['eat with chopsticks at the noodle place', 'fingers|pinch|thumb|bowl|slurp|napkin|fork'],
  ['sort the recycling into the right bins', 'paper|plastic|glass|cans|bottles|cardboard|rinse'],
  ['clean the fish tank with daddy', 'bucket|gravel|net|filter|glass|sponge|siphon'],
  ['let the chickens out in the morning', 'coop|door|grain|feed|water|eggs|run|fox'],
  ['give the dog a bath', 'shampoo|towel|bucket|hose|rinse|collar|dry|shake'],
  ['brush the cat without pulling her fur', 'comb|strokes|back|tail|purr|treat|gently|knots'],
  ['fill the bird feeder when its cold', 'seeds|nuts|fat balls|hang|tree|branch|robin|winter'],
  ['plant an apple tree with grandpa', 'hole|dig|spade|soil|roots|water|stake|compost'],
  ['fly a kite on the beach', 'string|wind|run|tail|reel|sky|spool'],
  ['go sledging safely', 'hill|helmet|feet|snow|gloves|slope|steer|rope'],
  [
    'i want to lern to roller skate',
    'helmet|knee pads|elbow pads|wrist guards|bend|knees|glide|fall',
  ],
  ['swing on the swings without a push', 'pump|legs|kick|bend|lean|chain|forward|back'],
  ['learn to do a handstand against the wall', 'palms|floor|kick|legs|feet|mat|arms|straight'],
  ['carry her own backpack on the hike', 'water|snack|straps|shoulders|map|trail|boots|jacket'],
  ['lose a board game without a tantrum', 'dice|turn|winner|well done|breathe|rules|cards'],
  ['make up with his best friend after a fight', 'sorry|hug|feelings|listen|share|forgive|talk'],
  ['stop picking his nose in public', 'tissue|blow|bin|wash|fingers|hanky|pocket'],
  ['no more potty words at the table', 'rude|poo|bum|silly|kind words|instead|ignore|sorry'],
  ['tell the truth even when he broke something', 'honest|sorry|fix|brave|lie|mistake|glue'],
  ['stop biting other kids at daycare', 'teeth|gentle|hurt|chew|teether|words|ouch|feelings'],
  [
    'stay with the babysitter without crying',
    'goodbye|hug|kiss|games|story|bedtime|wave|come back',
  ],
  [
    'first sleepover at granny and grandads',
    'pyjamas|toothbrush|teddy|bag|pack|pillow|phone|night light',
  ],
  ['quiet time in her room after lunch', 'books|timer|puzzle|audiobook|rest|cushion|blanket'],
  ['not wake us up at 5am', 'clock|green|light|books|whisper|teddy|alarm|sleep'],
  [
    'she has nightmares and wont go back to sleep',
    'cuddle|dream|talk|night light|teddy|water|blanket|breathe',
  ],
  ['learn when to call 911', 'ambulance|police|fire|phone|emergency|address|operator|pretend'],
  ['dont open the front door to strangers', 'knock|doorbell|grown-up|adult|window|ask|peek|lock'],
  ['wear a life jacket on the boat', 'buckle|straps|zip|float|water|clip|tight|snug'],
  [
    'pack her own carry on for the flight',
    'passport|toys|snacks|headphones|book|tablet|suitcase|tickets',
  ],
  ['not get car sick on long drives', 'window|fresh air|breaks|crackers|water|bag|horizon|ginger'],
  ['behave nicely at a restaurant', 'menu|sit|chair|napkin|waiter|order|please|crayons'],
  ['go to the cinema for the first time', 'ticket|popcorn|seat|dark|loud|screen|film|movie'],
  ['practise the ukulele every day', 'strum|strings|chord|fingers|tune|song|pluck|fret'],
  ['learn the dance for the school show', 'music|steps|costume|stage|mirror|spin|clap|bow'],
  ['make a pine cone bird feeder', 'peanut butter|lard|seeds|string|roll|hang|tree|branch'],
  [
    'make slime with her friend',
    'glue|contact lens solution|activator|bowl|stir|food colouring|glitter|borax',
  ],
  ['easter egg hunt in the garden', 'basket|hide|clues|chocolate|bushes|bunny|map|find'],
  ['sell lemonade outside the house', 'lemons|sugar|jug|cups|sign|table|price|coins'],
  ['spend her birthday money at the toy shop', 'choose|price|coins|notes|till|change|wallet|purse'],
  ['video call grandma every sunday', 'phone|laptop|screen|wave|news|show|ipad|camera'],
  [
    'no phones at dinner for anyone',
    'basket|box|kitchen|talk|switch off|silent|charger|conversation',
  ],
  [
    'get his flu jab without a meltdown',
    'nurse|arm|sleeve|sticker|breathe|squeeze|nasal spray|injection',
  ],
  ['let me take her temperature', 'thermometer|ear|armpit|beep|fever|still|forehead'],
  [
    'wear his eye patch two hours a day',
    'stickers|glasses|chart|reward|timer|optician|puzzle|doctor',
  ],
  ['learn left and right', 'write|shoe|foot|sticker|bracelet|thumb|arm|watch'],
  ['sew a button on with nanny', 'needle|thread|hole|knot|pull|fabric|through|thimble'],
  [
    'put her wobbly tooth under the pillow for the tooth fairy',
    'coin|envelope|note|bed|gap|money|box|sleep',
  ],
  [
    'wait at the bus stop and get on the bus',
    'queue|ticket|pass|driver|seat|bell|hold on|stop button',
  ],
  ['use the toilet at the shopping centre', 'lock|door|flush|seat|paper|soap|hand dryer|wash'],
  ['swallow a tablet with water', 'sip|tongue|head back|gulp|yoghurt|pill|medicine|mouth'],
  ['jealous of her baby brother', 'special time|cuddle|feelings|talk|helper|one to one|mummy'],
  ['talk about our cat who died', 'sad|photo|memories|cry|hug|feelings|garden|box'],
  ['hoover her own bedroom', 'vacuum|plug|floor|carpet|under the bed|toys|nozzle|switch'],
  ['take the bins out on bin day', 'bag|tie|lid|wheelie|kerb|recycling|lorry|outside'],
  ['learn the months of the year', 'january|february|december|song|calendar|birthday|seasons'],
  ['be gentle with the new puppy', 'stroke|soft|ears|tail|pull|treat|calm|sit'],
  ['stay close to us at the zoo', 'map|animals|meet|lost|buggy|stroller|signs|meeting point'],
];
