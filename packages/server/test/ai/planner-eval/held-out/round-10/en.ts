import type { EvalCase } from '../../types';

/**
 * Held-out round 10, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo, British and American
 * words), each with the words a relevant plan names beyond the goal's own (relevance.ts), decided
 * when the goal was written. Written on 2026-11-27 without reading the planner's library or
 * matcher, committed before any library change it may prompt, and never edited: a later round
 * adds a new directory.
 *
 * Left out before the round was committed, because the tuning set already held it word for
 * word (a goal tuned on is not held out): “grow cress on the windowsill”.
 */
export const enHeldOut: EvalCase[] = [
  [
    'he hides when its time to brush his teeth',
    'toothbrush|toothpaste|spit|rinse|two minutes|song|timer|mirror',
  ],
  [
    'get the kids out the door by 8:15 without shouting',
    'shoes|coat|bags|breakfast|chart|alarm|timer|checklist',
  ],
  [
    'she takes forever getting dressed in the morning',
    'clothes|socks|timer|chart|night before|pants|top|shoes',
  ],
  ['learn to put his jumper on the right way round', 'label|back|front|head|arms|tag|sleeves|pull'],
  ['put on wellies and raincoat for puddle jumping', 'boots|hood|zip|socks|mud|rain|splash|jacket'],
  [
    'get her hair done in a ponytail before school without tears',
    'comb|bobble|hair tie|detangle|spray|mirror|knots|brush',
  ],
  [
    'my daughter only eats pasta and bread',
    'vegetables|fruit|taste|plate|new food|bite|sauce|chicken',
  ],
  [
    'stop him grazing on snacks all afternoon',
    'snack time|fruit|water|cupboard|meal|hungry|dinner|timetable',
  ],
  ['eat her soup without slurping or spilling', 'spoon|bowl|napkin|sip|blow|sit|lean|bib'],
  [
    'learn to cut his own food with a knife',
    'fork|hold|saw|small pieces|plate|practise|soft|butter knife',
  ],
  ['still needs a nappy for poos', 'toilet|potty|wipe|flush|sit|routine|after meals|sticker'],
  [
    'he says hes too big for pull-ups at night',
    'wee|toilet|bed|drinks|mattress protector|potty|sticker|sheet',
  ],
  [
    'remember to flush and put the seat down',
    'toilet|lid|handle|wash hands|soap|wipe|paper|button',
  ],
  ['have a shower instead of a bath', 'water|shampoo|soap|towel|temperature|head|rinse|showerhead'],
  ['wash behind his ears and between his toes', 'soap|flannel|washcloth|towel|dry|bath|rinse|feet'],
  ['put her pyjamas on and pick a story by 7pm', 'bath|teeth|bed|book|lights|read|cuddle|routine'],
  ['bedtime takes two hours every night', 'routine|bath|story|teeth|lights|chart|pyjamas|timer'],
  [
    'he keeps coming out of his room after lights out',
    'bed|back|door|reward|chart|nightlight|quiet|story',
  ],
  ['tidy the playroom before grandma comes', 'toys|boxes|basket|shelf|books|floor|put away|timer'],
  ['he wants to help me cook tea on fridays', 'stir|wash|vegetables|apron|spoon|bowl|oven|measure'],
  [
    'put his clean washing away in the right drawers',
    'socks|pants|t-shirts|trousers|fold|wardrobe|hangers|clothes',
  ],
  [
    'help feed the rabbits and refill their water',
    'hay|pellets|bowl|bottle|carrot|hutch|clean|vegetables',
  ],
  [
    'help walk the dog round the block after tea',
    'lead|leash|poo bag|pavement|collar|treats|heel|road',
  ],
  [
    'dig up the potatoes at the allotment with grandad',
    'spade|fork|soil|bucket|wellies|gloves|wash|basket',
  ],
  [
    'he lashes out when he loses a game',
    'breathe|calm|angry|words|feelings|count|shake hands|practice',
  ],
  ['she cries at every little thing', 'feelings|hug|words|calm|breathe|talk|sad|name'],
  ["stop slamming doors when he's cross", 'angry|calm|breathe|words|quiet|count|feelings|space'],
  ['the boys fight over who goes first', 'turns|rota|coin|fair|chart|timer|agree|share'],
  ['play nicely with his cousins at christmas', 'share|turns|toys|game|kind|gentle|sorry|together'],
  ['be kind to the new girl in her class', 'hello|name|play|share|invite|smile|friend|lunch'],
  ['settling in with a new childminder', 'visit|goodbye|photo|toy|routine|hug|collect|talk'],
  [
    'get her shoes and book bag ready for the school run',
    'hallway|coat|reading book|water bottle|night before|hook|pe kit|lunch',
  ],
  [
    'learn the phonics sounds for his name',
    'letters|sound out|flashcards|write|practise|blend|trace|say',
  ],
  [
    'write the letters of the alphabet in capitals',
    'pencil|trace|lines|paper|abc|practise|uppercase|copy',
  ],
  ['count out 10 grapes for her snack', 'numbers|point|touch|plate|fingers|one by one|bowl|ten'],
  ['he writes his numbers backwards', 'pencil|trace|practise|paper|copy|line|start|dotted'],
  [
    'sit and listen to a whole story book',
    'pictures|pages|questions|turn|quiet|sofa|read|characters',
  ],
  [
    'choose books at the library on saturday',
    'library card|shelf|borrow|return|read|librarian|date|bag',
  ],
  [
    'draw a house with windows and a door',
    'pencil|crayons|square|triangle|roof|colour|paper|chimney',
  ],
  ['make a mask out of a paper plate', 'scissors|glue|paint|string|eyes|elastic|colour|holes'],
  [
    'help decorate biscuits with icing',
    'sprinkles|bowl|spoon|sugar|piping|spread|plate|wash hands',
  ],
  ['practise his violin for five minutes', 'bow|strings|timer|music|notes|tune|stand|rosin'],
  [
    'football practice on saturday mornings',
    'boots|shin pads|ball|water bottle|kit|coach|kick|warm up',
  ],
  ['learn to swim a length without stopping', 'arms|kick|breathe|legs|pool|float|teacher|goggles'],
  [
    'ride her scooter to the park and stop at the gate',
    'helmet|brake|foot|pavement|road|wait|look|handlebars',
  ],
  ['play board games without cheating', 'dice|turns|rules|counter|win|lose|fair|move'],
  [
    'play on her own for twenty minutes',
    'toys|timer|blocks|drawing|puzzle|books|choose|independent',
  ],
  [
    'first time on a plane to see granny in spain',
    'airport|suitcase|seatbelt|passport|tablet|snacks|ears|pilot',
  ],
  [
    'keep his hand on the pram when we cross the road',
    'kerb|look|listen|cars|traffic|green man|wait|stop',
  ],
  ['stay out of the kitchen when the oven is on', 'hot|burn|door|stove|pan|stay back|careful|hob'],
  [
    "dont go near the pond at grandad's without a grown up",
    'water|fence|adult|hand|fall|deep|edge|ducks',
  ],
  [
    "understand not to take sweets from people she doesn't know",
    'stranger|tell|safe|adult|teacher|walk away|password|trusted',
  ],
  ['learn to dial 999 in an emergency', 'phone|ambulance|address|name|call|police|fire|operator'],
  [
    "injection at the doctor's next week and she's terrified",
    'needle|brave|arm|sticker|nurse|hug|vaccine|scratch',
  ],
  ['first trip to the dentist', 'teeth|chair|mirror|open|count|brave|sticker|light'],
  [
    "he won't let me put cream on his eczema",
    'moisturiser|skin|itchy|rub|bath|soft|scratch|bedtime',
  ],
  ['earn pocket money by doing jobs', 'chores|coins|chart|jar|save|spend|pounds|pence'],
  [
    'know the difference between a 10p and a 20p',
    'coins|pence|count|shop|money|pounds|penny|bigger',
  ],
  ['ipad only after homework and reading', 'timer|screen|rules|book|tablet|limit|minutes|done'],
  ['stop watching youtube at breakfast', 'screen|tablet|tv|eat|table|rules|phone|talk'],
  [
    'make a card for mothers day with her brother',
    'paper|fold|glue|crayons|draw|heart|flowers|write',
  ],
  ['carve a face in our pumpkin', 'knife|scoop|seeds|candle|halloween|eyes|pen|spoon'],
  [
    'put out a mince pie for father christmas',
    'carrot|reindeer|plate|stocking|milk|chimney|christmas eve|santa',
  ],
  ['make a poppy for remembrance day', 'red|paper|scissors|glue|black|button|soldiers|silence'],
  [
    'help plan his 5th birthday party',
    'invitations|cake|guests|games|balloons|presents|party bags|food',
  ],
  [
    'say one thing hes grateful for at thanksgiving',
    'thankful|family|table|turkey|dinner|share|list|gratitude',
  ],
  ['dry the dishes with a tea towel', 'plates|cups|cupboard|careful|cutlery|rack|stack|put away'],
  [
    'hang his school uniform up at night',
    'hanger|wardrobe|chair|jumper|trousers|fold|hook|tomorrow',
  ],
  [
    'make a packed lunch for the zoo trip',
    'sandwich|fruit|lunchbox|water|crisps|bag|yoghurt|napkin',
  ],
  ['buckle himself into his car seat', 'straps|belt|clip|press|shoulder|tight|booster|chest'],
  ['i want to lern to skip with a rope', 'jump|turn|feet|count|swing|arms|rhythm|hop'],
  ['can i have a pet fish', 'tank|bowl|food|water|clean|feed|pet shop|filter'],
  [
    'fourth of july fireworks without freaking out',
    'loud|ears|earmuffs|sparklers|distance|watch|blanket|noise',
  ],
  ['stay with the cart at costco', 'hand|hold|stay close|aisle|lost|help|shopping|sit'],
];
