import type { EvalCase } from '../../types';

/**
 * Held-out round 12, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, some lowercase without punctuation, the
 * odd typo, some naming the child and the place or the reason). They keep to the spread of family
 * life: mornings and bedtime, dressing, meals, the toilet, washing and teeth, tidying and chores,
 * pets and the garden, feelings, siblings and friends, nursery and school, letters and numbers,
 * crafts, music, sport and play, outings, safety, the doctor and the dentist, money, screens,
 * holidays and seasons (Bonfire Night, pancake day, Christmas Eve), and rarer days that still come
 * (a new baby, moving house, a funeral, a hospital stay, a first flight, a wobbly tooth). Each
 * lists the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-27 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const enHeldOut: EvalCase[] = [
  [
    'Get Mia out the door by 8 without shouting',
    'alarm|clock|breakfast|shoes|coat|bag|checklist|timer',
  ],
  ['leo keeps getting up after lights out', 'bedtime|story|chart|sticker|hug|quiet|routine|tuck'],
  [
    'She wants to do up the buttons on her school cardigan herself',
    'hole|push|bottom|mirror|practise|fingers|top|slowly',
  ],
  [
    'how do I get my 4yo to put his wellies on the right feet',
    'left|sticker|mark|toes|match|sit|boots|heel',
  ],
  [
    'Ruby only eats beige food, want her to try one green thing this week',
    'broccoli|peas|plate|taste|bite|praise|cucumber|cook',
  ],
  ['Packed lunch Theo will actually eat', 'sandwich|fruit|box|cheese|crackers|choose|water|bottle'],
  [
    'Night time dry for Noah before he starts reception',
    'toilet|wee|drinks|mattress|protector|pyjamas|bedtime|wake',
  ],
  ['poo in the potty not his nappy', 'sit|meals|book|wipe|flush|wash hands|reward|step'],
  [
    'Sophie screams when we rinse her hair in the bath',
    'jug|cup|shampoo|visor|tilt|flannel|towel|eyes',
  ],
  [
    'two minutes of brushing without a fight',
    'toothbrush|toothpaste|timer|song|mirror|turns|sand|floss',
  ],
  [
    'Get the twins to tidy the playroom before dinner',
    'boxes|bins|labels|song|timer|toys|shelf|sort',
  ],
  [
    'Make clearing the table after tea a habit for Finn',
    'plate|cup|cutlery|sink|dishwasher|chart|wipe|cloth',
  ],
  [
    'Give Ava a little job feeding the cat every morning',
    'bowl|scoop|biscuits|water|chart|tick|food|fresh',
  ],
  [
    'Our rabbit needs cleaning out, can Jack help on Saturday',
    'hutch|straw|hay|gloves|bucket|sawdust|brush|bag',
  ],
  [
    'grow sunflowers in the back garden with nana',
    'seeds|pots|compost|soil|water|sunny|cane|measure',
  ],
  [
    'Help Oscar when he gets cross losing at board games',
    'breathe|count|calm|feelings|take turns|winning|practise|shake hands',
  ],
  [
    'Stop Lily biting her little brother when he takes her toys',
    'gentle|words|sorry|share|timer|space|hands|teeth',
  ],
  [
    'First week at a new childminder, Ella is clingy at drop off',
    'goodbye|wave|hug|photo|comforter|routine|quick|pick up',
  ],
  [
    'Learn the names of the kids in his class before the Christmas party',
    'photo|list|card|games|ask|remember|friend|teacher',
  ],
  [
    'Reading book every night, she keeps giving up after one page',
    'sound|letters|phonics|finger|point|pictures|turns|sticker|praise',
  ],
  [
    'count to twenty without skipping fourteen and fifteen',
    'number line|stairs|fingers|song|teens|objects|blocks|chart',
  ],
  [
    'Write his name on his birthday cards for the party',
    'letters|pencil|grip|trace|dots|capital|practise|envelopes',
  ],
  [
    'making a cardboard rocket out of the recycling',
    'tubes|box|tape|glue|scissors|paint|cone|foil',
  ],
  [
    'Help Zara make a bird feeder for the garden in winter',
    'seeds|lard|fat|pine cone|string|hang|bottle|mix',
  ],
  [
    'He wants to play Twinkle Twinkle on the xylophone',
    'notes|beaters|colours|stickers|listen|practise|slow|song',
  ],
  [
    'join in the actions at music group instead of hiding behind me',
    'songs|clap|sit|watch|home|practise|front|shakers',
  ],
  ['ride the balance bike to school by the sumer', 'helmet|push|feet|glide|path|park|brake|lift'],
  [
    'Catch a ball with two hands, Harry keeps shutting his eyes',
    'soft|bean bag|scarf|close|throw|gently|arms|watch',
  ],
  [
    'Swimming lessons start next week and she wont put her face in',
    'goggles|bath|blow|bubbles|splash|cup|water|practise',
  ],
  [
    'Help Ben stop going off with the football at playtime so others get a go',
    'take turns|share|game|pass|team|rules|friends|teacher',
  ],
  [
    'Play on his own for 15 minutes while I cook',
    'timer|toys|box|puzzle|books|kitchen|nearby|drawing',
  ],
  [
    'Day out to the aquarium with a buggy and a 3 year old',
    'tickets|snacks|bag|wipes|map|lift|nappies|fish',
  ],
  [
    'go to the library on saturday and pick his own books',
    'card|librarian|return|shelf|choose|bag|borrow|date',
  ],
  ['Teach Poppy not to run ahead in the car park', 'hold|hand|stop|wait|next|look|reverse|lights'],
  [
    'what to do if she gets lost at the shopping centre',
    'staff|uniform|till|stay|phone number|wristband|security|police',
  ],
  [
    'Flu jab at the GP next tuesday and Arlo hates needles',
    'nurse|arm|sticker|cuddle|breathe|story|quick|brave|plaster',
  ],
  [
    'first check up at the dentist, Maisie is 3',
    'chair|mirror|count|teeth|open|book|play|light|sticker',
  ],
  [
    'Does my 5 year old understand coins yet? want to teach him',
    'penny|pence|pound|shop|count|jar|sort|price|money',
  ],
  [
    'Save pocket money for a Lego set instead of sweets every week',
    'jar|chart|count|coins|goal|picture|wait|pounds',
  ],
  [
    'Cut down on tablet time at weekends without a meltdown',
    'alarm|warning|rules|outside|games|charge|screen|agree',
  ],
  [
    'He wants to watch one more episode every single night',
    'timer|warning|rules|TV|bedtime|choose|off|routine',
  ],
  [
    'Pumpkin carving with a 4 year old safely',
    'spoon|scoop|seeds|draw|face|knife|adult|candle|torch',
  ],
  [
    'Get ready for Bonfire Night, Isla hates the bangs',
    'ear defenders|fireworks|sparkler|gloves|window|distance|hat|coat',
  ],
  [
    'make Christmas cards for grandparents and the nursery teachers',
    'glitter|glue|paper|stickers|crayons|envelope|post|fold',
  ],
  [
    'A calm Christmas Eve so the kids actually sleep',
    'bath|pyjamas|stocking|mince pie|carrot|story|reindeer|sleigh',
  ],
  [
    'Easter egg hunt in the garden for 6 kids',
    'basket|hide|clues|chocolate|map|bushes|count|bunny',
  ],
  ['pancake day flipping with Rosie', 'pan|batter|flour|eggs|milk|lemon|sugar|toss'],
  [
    'Build a den in the living room on a rainy afternoon',
    'blankets|sheets|chairs|pegs|cushions|torch|books|snacks',
  ],
  [
    'Teach Kai to tell the time for school',
    'clock|hands|hour|minute|o clock|half past|numbers|watch',
  ],
  ['Get Jonah to wear his coat when its freezing', 'zip|hood|gloves|hat|choose|cold|warm|outside'],
  [
    'Summer holiday in Cornwall, long drive with two under 5s',
    'snacks|car seat|games|stops|audiobook|toilet|pillow|map',
  ],
  [
    'First time at the seaside, Eli is scared of the waves',
    'sand|bucket|spade|paddle|hold|hands|shells|sun cream',
  ],
  [
    'Sun cream on without a battle every morning on holiday',
    'hat|spray|mirror|face|arms|shade|lotion|game',
  ],
  [
    'Our new baby arrives in March, how to prepare Freya',
    'book|doll|nappy|hospital|helper|gift|cuddle|sister|brother',
  ],
  [
    'We are moving house in 3 weeks, want Oscar to feel ok about it',
    'boxes|pack|bedroom|photo|visit|toys|goodbye|routine',
  ],
  [
    'first haircut at the barbers for Teddy',
    'chair|cape|scissors|clippers|mirror|sit|still|lollipop|comb',
  ],
  [
    'Flying to Spain with a 2 year old, first plane trip',
    'airport|security|passport|seat|belt|snacks|ears|tablet|bag',
  ],
  [
    'milo has a wobbly tooth and is scared it will hurt',
    'fairy|wiggle|apple|gums|pillow|coin|mirror|tissue',
  ],
  [
    "First sleepover at Grandma's, Lucy has never slept away",
    'bag|pyjamas|teddy|toothbrush|phone|call|bedtime|routine|night light',
  ],
  [
    'Going to a funeral for great grandad, how do I explain it to a 5 year old',
    'died|death|sad|church|quiet|cry|feelings|remember|photo',
  ],
  [
    'Hospital stay for his tonsils next month',
    'nurse|bed|doctor|operation|bag|teddy|ice cream|sleep|gown',
  ],
  [
    'Help Amelia stop sucking her thumb before school starts',
    'chart|sticker|hands|busy|reward|nail|plaster|toy|bedtime',
  ],
  [
    "Stop George hitting when he's tired after nursery",
    'snack|rest|calm|quiet|words|gentle|cuddle|hands',
  ],
  [
    "Say please and thank you at Nan's without being reminded",
    'manners|practise|praise|table|game|magic|words|ask',
  ],
  [
    'Put her dirty clothes in the washing basket not the floor',
    'laundry|bedroom|hamper|sort|chart|colours|lid|evening',
  ],
  [
    'help water the tomatoes every evening in the greenhouse',
    'jug|hose|fill|soil|leaves|roots|pick|red',
  ],
  ['Make a worm farm with my son', 'jar|soil|sand|leaves|layers|dig|dark|spade'],
  ['Rory is frightened of dogs at the park', 'owner|ask|stroke|gently|calm|still|book|puppy|lead'],
  [
    'Stop them fighting over the front seat in the car',
    'rota|turns|days|chart|calendar|rule|timer|swap',
  ],
  [
    'Cross the road to school safely, Zoe is 6',
    'look|listen|kerb|green man|lollipop|zebra|hold|hand',
  ],
  [
    'Teach the kids our adress and my phone number in case',
    'song|repeat|card|practise|street|write|police|emergency',
  ],
  [
    'help my daughter make a friend in her new class',
    'playdate|invite|ask|name|share|games|teacher|park|hello',
  ],
  [
    'Halloween trick or treating with a toddler who is scared of masks',
    'costume|torch|bag|sweets|knock|door|friendly|daytime',
  ],
  [
    'sports day egg and spoon race practise in the garden',
    'balance|walk|slow|potato|line|start|finish|cheer|steady',
  ],
];
