import type { EvalCase } from '../../types';

/**
 * Held-out round 3, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo), each with the words a
 * relevant plan names beyond the goal's own (relevance.ts), decided when the goal was written.
 * Written on 2026-11-26 without reading the planner's library or matcher, committed before any
 * library change it may prompt, and never edited: a later round adds a new directory.
 */
export const enHeldOut: EvalCase[] = [
  [
    'brush teeth twice a day without being asked',
    'toothbrush|toothpaste|spit|rinse|two minutes|timer|floss|sink|back teeth',
  ],
  [
    'get ready for preschool on time',
    'shoes|coat|backpack|bag|lunchbox|breakfast|dressed|clothes|teeth|hair|jacket',
  ],
  ['wipe his own bottom', 'toilet paper|front to back|flush|wash your hands|soap|fold|toilet'],
  ['put dirty clothes in the hamper', 'basket|laundry|socks|pants|shirt|pyjamas|pajamas|floor'],
  ['feed the fish every morning', 'flakes|pinch|tank|bowl|food|lid|sprinkle'],
  ['water the tomato plants', 'watering can|pour|hose|roots|fill|tap|jug|leaves'],
  ['learn the alphabet song', 'letters|abc|sing|card|point|book|poster'],
  [
    'counting up to twenty without skipping',
    'numbers|fingers|ten|blocks|beads|buttons|steps|out loud',
  ],
  [
    'she wants to write her own name on her drawings',
    'letters|pencil|crayon|trace|capital|first letter|dots|paper',
  ],
  [
    'remember to say thank you when given something',
    'polite|manners|please|smile|magic words|kind words|look',
  ],
  ['share toys with little sister', 'turn|take turns|timer|give|play together|ask|wait|swap'],
  [
    'no hitting when angry',
    'breathe|deep breath|count|words|hands|tell|calm|stomp|squeeze|pillow|hug',
  ],
  [
    'calm down when upset',
    'breathe|deep breath|count|hug|quiet|corner|teddy|blanket|feelings|name the feeling|water',
  ],
  [
    'take the stabilisers off his bike',
    'helmet|pedal|balance|push|brake|handlebars|glide|steer|hold',
  ],
  [
    'learn to swim with no armbands',
    'kick|float|arms|paddle|pool|goggles|breath|bubbles|face in the water|noodle|legs',
  ],
  [
    'go to sleep in own bed',
    'pyjamas|pajamas|story|lights|night light|teddy|cuddle|blanket|pillow|kiss|goodnight',
  ],
  ['stop sucking thumb', 'hands|gloves|sticker|chart|teddy|hold|remind|busy hands|squeeze'],
  ['lay the table for supper', 'plates|forks|knives|spoons|cups|napkins|glasses|mats|chairs'],
  [
    'help look after our rabbit',
    'hay|carrots|water bottle|hutch|straw|cage|pellets|brush|clean out|pet gently',
  ],
  ['tidy up the lego', 'box|bin|tub|bricks|sort|colours|colors|floor|lid|shelf|pieces'],
  ['hang up coat when we get home', 'hook|peg|hanger|shoes|door|hallway|zip|bag'],
  ['put shoes away', 'rack|shelf|cupboard|pair|by the door|hallway|basket|line up'],
  [
    'help mum sort the washing',
    'washing machine|basket|socks|fold|pegs|line|dryer|colours|colors|pair|clothes|whites',
  ],
  ['pair up the clean socks', 'same|colour|color|fold|roll|drawer|basket|pile|match'],
  [
    'have a bath with no fuss',
    'water|bubbles|soap|shampoo|towel|rinse|toys|duck|wash|splash|warm|tub',
  ],
  [
    'wash hair without screaming',
    'shampoo|rinse|jug|cup|towel|look up|eyes|bubbles|cloth|visor|conditioner',
  ],
  ['get pyjamas on by himself', 'top|bottoms|buttons|arms|legs|head|sleeves|fold clothes|pants'],
  ['put on coat and zip it up', 'zipper|sleeves|arms|hood|bottom|pull|flip|hook|tab'],
  ['do buttons on his shirt', 'hole|push|pull|through|bottom|top|one at a time|fingers'],
  ['use a fork and knife', 'cut|hold|plate|small pieces|saw|press|meat|chew|spoon|napkin'],
  [
    'sit at the table until everyone is finished',
    'chair|wait|plate|talk|excuse me|may i leave|bottom|family|dinner|meal',
  ],
  ['drink from an open cup', 'two hands|sip|small|slow|spill|water|milk|half full|glass|table'],
  ['eat breakfast before tv', 'cereal|bowl|toast|milk|spoon|fruit|porridge|plate|table|eggs'],
  [
    'pack his school bag',
    'lunchbox|water bottle|book|folder|pencil case|hat|jumper|zip|reading book|homework',
  ],
  [
    'say goodbye at kindy drop off without tears',
    'hug|kiss|wave|teacher|window|bag|peg|special goodbye|high five|see you later|pick up',
  ],
  ['listen to the teacher', 'ears|eyes|quiet|sit|hands up|raise hand|wait|carpet|look'],
  ['put hand up to talk at school', 'raise|wait|turn|teacher|quiet|call|name|sit|carpet'],
  ['make a friend at school', 'hello|name|play|ask|share|smile|invite|games|together|kind'],
  [
    'learn phone number',
    'digits|numbers|sing|song|repeat|practise|practice|card|emergency|parents|mum|dad',
  ],
  ['know his address', 'street|house number|town|city|postcode|zip code|song|repeat|road'],
  [
    'stay near mummy at the supermarket',
    'hand|hold hands|trolley|cart|lost|walk|stop|next to|aisle|basket',
  ],
  [
    'stop at the kerb and wait for me',
    'look|listen|left|right|hold hands|cars|crossing|green man|traffic light|road',
  ],
  ['wear bike helmet', 'strap|buckle|click|head|clip|tight|chin|fit'],
  [
    'sunscreen before playing outside',
    'sun cream|hat|rub|face|arms|nose|shade|bottle|squeeze|ears|sunglasses',
  ],
  ['practice piano 10 mins', 'keys|scale|song|fingers|music|notes|timer|sit|hands|piece'],
  ['learn to play recorder', 'holes|fingers|blow|gently|notes|music|song|breath|cover'],
  [
    'draw something nice for granny',
    'paper|crayons|pencils|colours|colors|pens|card|envelope|post|give|picture',
  ],
  [
    'make a birthday card for daddy',
    'paper|fold|crayons|glue|stickers|pens|glitter|write|draw|envelope|heart',
  ],
  ['cut with scissors', 'paper|line|hold|thumb|open|close|snip|safe|point down|glue'],
  [
    'paint without making a mess',
    'apron|brush|paper|water|pot|newspaper|table|wipe|wash|colours|colors|smock',
  ],
  [
    'throw and catch with daddy in the garden',
    'ball|hands|eyes|watch|arms|bounce|soft|ready|beanbag',
  ],
  ['kick a football', 'goal|pass|aim|run|shoot|shin pads|boots|inside of the foot|team|ball'],
  ['learn to hop on one foot', 'balance|jump|leg|other foot|count|hopscotch|arms|lift'],
  [
    'ballet on saturdays',
    'shoes|slippers|leotard|tights|point|toes|teacher|music|stretch|bun|class',
  ],
  ['be nice to the baby', 'gentle|soft|touch|hug|kiss|sing|smile|help|quiet|hold|careful'],
  [
    'help little brother get dressed',
    'socks|shoes|shirt|pants|trousers|buttons|zip|jumper|arms|clothes',
  ],
  [
    'say sorry and mean it',
    'hug|look|eyes|what happened|make it better|feelings|fix|kind|words|ask',
  ],
  ['tell me how you feel', 'happy|sad|angry|scared|worried|words|faces|chart|talk|hug'],
  [
    'not whine for sweets at the checkout',
    'ask nicely|voice|wait|choose|no|list|help|calm|breathe|treat',
  ],
  ['eat without the ipad', 'talk|plate|table|fork|chew|family|put away|screen|food|conversation'],
  ['turn off tv when timer goes', 'remote|button|screen|minutes|warning|next|play|alarm|switch'],
  [
    'look at a book together before lights out',
    'story|pages|bed|pick|turn|pictures|words|cuddle|library|lamp|read',
  ],
  ['learn days of the week', 'monday|tuesday|wednesday|song|calendar|sing|today|tomorrow|weekend'],
  ['know colours', 'red|blue|yellow|green|crayons|point|name|sort|rainbow'],
  ['recognise shapes', 'circle|square|triangle|rectangle|star|sort|draw|blocks|corners|sides'],
  ['learn to blow nose', 'tissue|bin|wash your hands|one side|gently|nostril|wipe|hanky'],
  ['cover his mouth when he coughs', 'elbow|arm|sleeve|tissue|wash your hands|turn away|germs'],
  ['go potty before leaving the house', 'toilet|wee|pee|flush|wash your hands|try|pants|car|shoes'],
  [
    'wash face in the morning',
    'water|flannel|washcloth|soap|towel|sink|splash|eyes|cheeks|dry|rinse',
  ],
  ['comb hair', 'brush|hairbrush|mirror|tangles|detangle|gently|bobble|hair tie|ponytail|spray'],
  ['I want to make my own sandwich', 'bread|butter|knife|spread|cheese|ham|plate|cut|jam|slice'],
  ['help bake cookies', 'flour|sugar|butter|eggs|bowl|stir|mix|oven|tray|spoon|measure|cutter'],
  ['plant seeds in the garden', 'soil|dirt|hole|water|watering can|pot|sun|dig|spade|trowel|cover'],
  ['collect eggs from the chickens', 'basket|coop|hen|gentle|carefully|nest|straw|two hands|wash'],
  ['put rubbish in the bin', 'trash|lid|recycling|paper|bag|sort|outside|pedal|wrapper'],
  [
    'be brave at the doctor',
    'hold hands|breathe|deep breath|teddy|sticker|count|squeeze|ask|nurse|injection|shot',
  ],
  ['go to the dentist', 'open wide|mouth|chair|teeth|light|count|mirror|brush|sticker|lie back'],
  ['not interupt when people talk', 'wait|turn|hand|excuse me|quiet|finish|tap|arm|listen'],
  ['use inside voice', 'quiet|whisper|soft|loud|outside|shout|calm|volume'],
];
