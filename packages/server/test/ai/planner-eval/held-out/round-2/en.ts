import type { EvalCase } from '../../types';

/**
 * Held-out round 2, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * types them (short phrases, the odd typo), each with the words a relevant plan names beyond the
 * goal's own (relevance.ts). Written on 2026-11-26 before the library change it judges, without
 * reading the library's keywords, and never edited: a later round adds a new directory.
 */
export const enHeldOut: EvalCase[] = [
  [
    'brush teath without a fuss',
    'toothbrush|toothpaste|spit|rinse|two minutes|timer|song|back teeth|floss',
  ],
  [
    'bedtime routine',
    'pyjamas|pajamas|story|bath|toothbrush|brush your teeth|lights off|night light|cuddle|teddy',
  ],
  [
    'get dressed by himself',
    'socks|pants|trousers|shirt|t-shirt|underwear|jumper|sweater|buttons|zip|clothes',
  ],
  ['put shoes on the right feet', 'left|velcro|strap|heel|toes|sit down|buckle|socks'],
  ['tie shoe laces', 'loop|bunny ears|bow|cross|knot|pull tight'],
  ['pick up toys befor dinner', 'box|basket|bin|shelf|toy box|floor|put away|blocks|teddies|sort'],
  ['clean his room', 'bed|floor|laundry|hamper|toys|books|shelf|box|basket|clothes|put away'],
  ['make bed every morning', 'duvet|pillow|blanket|sheet|quilt|comforter|teddy|smooth|straighten'],
  ['wash hands after toilet', 'soap|rinse|towel|bubbles|scrub|dry|fingers|tap|sink'],
  ['potty training', 'toilet|pants|underwear|flush|wipe|wash your hands|sticker|toilet paper'],
  [
    'stay dry at night',
    'toilet|wee|pee|potty|drink|before bed|night light|pull-ups|sticker|sheets',
  ],
  ['eat veggies', 'carrot|broccoli|peas|bite|taste|plate|fork|vegetable|try'],
  ['try new foods', 'bite|taste|smell|plate|fork|spoon|lick|small piece|chew|yummy'],
  ['more water less juice', 'cup|bottle|glass|sip|fill|jug|tap'],
  ['help get dinner ready', 'plate|fork|knife|spoon|cup|napkin|table|stir|wash|vegetables|carry'],
  ['clear plate after eating', 'sink|kitchen|dishwasher|scrape|bin|counter|carry|two hands|cup'],
  ['help unload dishwasher', 'cutlery|spoons|forks|cups|plates|drawer|cupboard|sort|basket'],
  ['give the kitty her food', 'bowl|biscuits|kibble|scoop|water|tin|dish'],
  ['walk the dog', 'lead|leash|collar|harness|poo bag|bag|treat|park'],
  ['look after goldfish', 'tank|bowl|flakes|pinch|food|filter|net|sprinkle'],
  ['water the tomatoes in the garden', 'watering can|hose|soil|roots|fill|pour|leaves|gently'],
  [
    'look after the veggie patch',
    'watering can|hose|weeds|weed|soil|dig|pick|carrots|tomatoes|spade|trowel|gloves',
  ],
  ['read a book every night', 'page|pages|pictures|story|bed|cover|library|bookmark|aloud'],
  ['practise reading', 'book|page|word|letters|sound out|sounds|sight words|phonics|aloud|finger'],
  ['learn abc', 'letter|letters|alphabet|song|sing|sound|card|flashcard|write|trace'],
  ['write her name', 'pencil|crayon|letter|letters|trace|paper|dots|capital|line|grip'],
  ['learn numbers 1-10', 'fingers|count|blocks|write|trace|number cards|objects|aloud|one|ten'],
  ['learn colours', 'red|blue|green|yellow|crayon|paint|sort|rainbow|match'],
  ['learn shapes', 'circle|square|triangle|rectangle|star|corners|sides|draw|trace'],
  ['tell the time', 'clock|hands|big hand|little hand|o clock|hour|minute|numbers|half past'],
  ['learn mums phone number', 'digits|numbers|song|repeat|practise|card|write|say it'],
  ['learn our address', 'street|house number|town|city|postcode|zip code|repeat|road'],
  [
    'ride bike without training wheels',
    'helmet|pedal|balance|push|brake|handlebars|push off|steer|look ahead',
  ],
  ['swim without armbands', 'kick|legs|arms|float|pool|goggles|breath|paddle|noodle|blow bubbles'],
  ['catch a ball', 'hands|watch the ball|throw|soft|bounce|arms out|eyes'],
  ['ride his scooter', 'helmet|push|foot|handlebar|brake|balance|kick|pads'],
  ['jump rope', 'skip|swing|handles|count|over your head|feet together|hop'],
  ['use scissors', 'paper|line|thumb|hole|open|close|glue|careful|point down'],
  ['do a puzzle', 'pieces|edge|corners|picture|box|fit|sort|colours|flat'],
  ['piano practice', 'keys|notes|fingers|song|scale|hands|minutes|teacher|metronome'],
  ['be kind to little brother', 'share|gentle|hug|toy|help|turns|smile|play together|ask'],
  ['share toys with friends', 'turn|turns|timer|take turns|ask|wait|play together|swap|give'],
  [
    'stop hitting when angry',
    'breathe|deep breath|count|calm|words|feelings|hug|pillow|walk away|tell|squeeze',
  ],
  ['calm down', 'breathe|deep breath|count|calm corner|hug|teddy|quiet|feelings|squeeze|water'],
  [
    'use good manners at dinner',
    'please|thank you|napkin|fork|knife|sit|chair|mouth closed|chew|wait|ask',
  ],
  ['wait his turn', 'line|queue|timer|count|patient|patience|next|game|slide'],
  ['dont interrupt', 'wait|hand|excuse me|pause|listen|finish|talking|turn|tap'],
  ['hang up coat', 'hook|hanger|peg|hallway|zip|sleeve|coat rack|cupboard|door'],
  [
    'pack school bag',
    'lunchbox|lunch box|water bottle|book|folder|homework|pencil case|hat|jumper|reading book',
  ],
  [
    'morning routine',
    'breakfast|teeth|toothbrush|get dressed|clothes|wash face|hair|shoes|bed|toilet',
  ],
  [
    'bath time without crying',
    'shampoo|soap|towel|bubbles|toys|water|rinse|cup|warm|hair|washcloth',
  ],
  ['wash own hair', 'shampoo|rinse|bubbles|foam|cup|eyes|towel|scrub|conditioner|head back'],
  ['blow nose', 'tissue|hanky|bin|wash hands|one side|nostril|gently|wipe'],
  ['cough into elbow', 'arm|sleeve|tissue|germs|wash hands|turn away|sneeze'],
  [
    'help hang out the washing',
    'pegs|peg|line|washing line|clothes horse|airer|basket|shake|socks|towels',
  ],
  ['match socks', 'pair|pairs|same|colour|color|pattern|fold|roll|drawer|pile'],
  [
    'help with groceries',
    'list|bag|bags|trolley|cart|fruit|shelf|fridge|cupboard|carry|unpack|shop',
  ],
  ['help make pancakes', 'flour|egg|milk|bowl|whisk|mix|pan|batter|flip|spoon|measure'],
  ['make his own sandwich', 'bread|butter|knife|spread|ham|cheese|plate|slice|jam|peanut butter'],
  ['pour own drink', 'cup|jug|carton|glass|milk|slowly|two hands|juice|water|table'],
  ['save pocket money', 'piggy bank|jar|coins|coin|money box|chart|count|toy'],
  [
    'turn off tv without arguing',
    'timer|minutes|warning|remote|button|alarm|play|outside|book|next',
  ],
  ['sleep in own bed all night', 'teddy|night light|story|blanket|cuddle|sticker|chart|dark|door'],
  [
    'get a haircut without crying',
    'chair|cape|scissors|mirror|sit still|comb|water spray|sticker|hairdresser|barber',
  ],
  ['first day of kindergarten', 'teacher|class|friends|bag|lunch|hug|goodbye|classroom|coat|peg'],
  ['play nicely at playdate', 'share|turns|toys|game|ask|snack|together|tidy|kind|swap'],
  ['recycling', 'bin|bottle|bottles|paper|cans|plastic|rinse|sort|box|cardboard'],
  ['help fold the towels', 'half|corners|pile|stack|cupboard|shelf|smooth|square|edges'],
  ['vacuum the living room', 'hoover|plug|cord|switch|floor|rug|carpet|under|sofa|crumbs|toys'],
  ['wipe the table', 'cloth|sponge|crumbs|spray|water|rinse|bin|dry|circles'],
  [
    'draw a picture for grandma',
    'paper|crayon|crayons|pencil|colour|color|markers|envelope|post|sign',
  ],
  ['call grandpa', 'phone|video|hello|tell|news|questions|bye|love you'],
  [
    'thank you card for birthday presents',
    'pen|pencil|crayon|write|dear|name|envelope|draw|stamp|post|paper',
  ],
  ['suncream before going out', 'lotion|face|arms|nose|ears|hat|rub|neck|sunscreen'],
  [
    'cross the road safely',
    'look|left|right|listen|hold hands|stop|kerb|curb|crossing|green man|cars',
  ],
  ['learn to whistle', 'lips|blow|air|round|tongue|soft|practice|mirror'],
  ['do a cartwheel', 'hands|mat|legs|arms|feet|side|straight|grass|kick'],
  ['excercise every day', 'run|jump|stretch|skip|dance|bike|park|walk|hop|ball|star jumps'],
];
