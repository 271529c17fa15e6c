import type { EvalCase } from '../../types';

/**
 * Held-out round 5, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo), each with the words a
 * relevant plan names beyond the goal's own (relevance.ts), decided when the goal was written.
 * Written on 2026-11-27 without reading the planner's library or matcher, committed before any
 * library change it may prompt, and never edited: a later round adds a new directory.
 */
export const enHeldOut: EvalCase[] = [
  [
    'brush teeth morning and night without being asked',
    'toothbrush|toothpaste|spit|rinse|timer|sink|two minutes',
  ],
  ['learn to wipe my own bottom', 'toilet paper|flush|front to back|wash hands|soap|fold'],
  ['she keeps putting her shoes on the wrong feet', 'left|right|sticker|inside|velcro|strap|heel'],
  ['Get dressed for preschool by himself', 'shirt|trousers|pants|socks|underwear|jumper|sweater'],
  [
    'pick out her own clothes the night before',
    'chair|drawer|weather|shirt|socks|wardrobe|lay out',
  ],
  ['coat goes on the peg not the floor', 'hook|hanger|hall|hallway|sleeves|hood'],
  ['eat with a fork and knife', 'cut|spear|plate|small pieces|saw|hold'],
  ['sit at the table til everyone has finished', 'chair|plate|wait|talk|excuse me|may i'],
  ['try one bite of a new food', 'taste|plate|spoon|broccoli|carrot|sticker|no thank you'],
  ['pour his own milk without spilling', 'jug|cup|slowly|both hands|half|carton'],
  ['say please and thank you at dinner', 'pass|magic word|ask|salt|bowl|smile'],
  [
    'take his plate to the kitchen when he finishes eating',
    'sink|dishwasher|bin|scraps|carry|counter|both hands',
  ],
  ['tidy up the lego before bed', 'box|bricks|bucket|floor|sort|lid|container'],
  [
    'dirty socks go in the wash basket not under the bed',
    'hamper|laundry|bathroom|pyjamas|inside out|washing machine',
  ],
  ['help empty the dishwasher after breakfast', 'spoons|forks|cutlery|drawer|cups|plates|cupboard'],
  ['water the tomato plants every day', 'watering can|hose|soil|roots|pour|leaves'],
  ['feed the fish once a day', 'flakes|pinch|tank|lid|bowl|pellets'],
  ["brush our dog's fur every sunday", 'gently|treat|comb|knots|coat|tangles'],
  ["clean the hamster's cage with mum", 'bedding|sawdust|wheel|water bottle|gloves|bin|fresh'],
  ['plant bulbs in the garden for spring', 'trowel|dig|hole|soil|tulip|daffodil|pointy end'],
  ['go on a nature walk and collect leaves', 'bag|basket|acorn|conker|bark|pinecone|colours'],
  [
    'know what day of the week it is',
    'monday|tuesday|sunday|calendar|weekend|yesterday|tomorrow|song',
  ],
  ['write her name on her drawings', 'letters|pencil|capital|corner|trace|dots'],
  [
    'count all the way to twenty without skipping',
    'fingers|numbers|blocks|ten|stairs|steps|nineteen|eleven',
  ],
  ['know my phone number by heart', 'digits|song|repeat|card|emergency|practise|practice'],
  ['sing the abc song all the way through', 'letters|alphabet|z|flashcards|chart|x y z'],
  [
    'read a short book to his little sister',
    'page|pictures|sound out|words|sofa|point|turn the page',
  ],
  ['practice sight words after school', 'flashcards|cards|sentence|memory game|read aloud|fridge'],
  ['recognise numbers 1 to 10', 'flashcards|count|dice|fingers|objects|match|clock'],
  ['cut along a line with scissors', 'paper|thumb|open|close|snip|dotted|slowly'],
  ['make nana a card for her birthday', 'paper|fold|crayons|stickers|glue|envelope|draw|heart'],
  [
    'paint with watercolours without making a mess',
    'brush|water|cup|apron|newspaper|mat|wipe|rinse',
  ],
  ['build a tower taller than me', 'blocks|bricks|base|bottom|wide|balance|stack'],
  ['make a den out of blankets', 'chairs|sofa|cushions|pegs|torch|flashlight|pillows|sheet'],
  ['practise piano for ten minutes', 'keys|fingers|notes|timer|song|bench|scale'],
  ['hop on one leg to the end of the garden', 'balance|foot|arms|count|hopscotch|switch|bend'],
  ['catch a ball with two hands', 'throw|eyes|soft|arms|bounce|beanbag|watch'],
  ['kick a football into the goal', 'foot|aim|net|side of the foot|run up|pass'],
  [
    'ride her bike without stabilisers',
    'pedal|balance|helmet|push|brake|handlebars|training wheels',
  ],
  ['put her face in the water at swimming', 'bubbles|blow|goggles|breath|nose|pool|hold'],
  ['float on his back in the pool', 'arms|star|tummy|ears|relax|noodle|chin|teacher'],
  ['climb the climbing frame safely', 'hands|feet|hold on|rungs|ladder|three points|slowly'],
  ['calm down when she gets angry', 'breathe|breath|count|hug|quiet|corner|squeeze|teddy'],
  ['use words instead of hitting', 'angry|feelings|gentle|stop|calm|breathe|tell'],
  ['not cry when i drop him at nursery', 'hug|wave|goodbye|teacher|toy|photo|kiss|pick up'],
  ['share toys with his cousin', 'turn|timer|swap|together|ask|sand timer'],
  ['invite a friend over to play', 'play date|snack|games|board game|welcome|door'],
  ['say hello to the neighbours', 'wave|smile|eyes|name|good morning|hi'],
  ['say sorry after pushing someone', 'hurt|okay|hug|feelings|eyes|check|hands'],
  ['help carry the shopping bags in', 'car|boot|trunk|light|kitchen|fridge|unpack'],
  ['help make pancakes on saturday', 'flour|eggs|milk|whisk|bowl|pan|flip|mix'],
  ['wash the car with dad', 'sponge|bucket|soap|hose|bubbles|rinse|dry|cloth'],
  ['get up when the alarm goes off', 'clock|stretch|curtains|light|toilet|clothes|slippers'],
  ['morning routine without reminders', 'chart|pictures|toilet|teeth|dress|breakfast|shoes|list'],
  [
    'turn off the tablet when the timer rings',
    'ipad|screen|switch off|warning|five minutes|charge|shelf',
  ],
  ['only one episode of cartoons a day', 'tv|television|remote|timer|show|screen|off'],
  ['hold my hand in the car park', 'look|stay close|reverse|reversing|lights|walk|parking lot'],
  [
    'stop look and listen before crossing the road',
    'kerb|curb|left|right|cars|green man|hand|traffic',
  ],
  [
    'know what to do if she gets lost in the shop',
    'staff|cashier|till|stay|uniform|phone number|counter',
  ],
  ['never go off with a stranger', 'safe|shout|password|tell|trusted|run away'],
  ['not be scared at the dentist', 'chair|mirror|open|wide|count|teeth|light|brave'],
  ['take medicine without a fight', 'spoon|syringe|juice|sticker|taste|swallow|dose'],
  ['put on sun cream before going outside', 'sunscreen|hat|face|nose|rub|arms|shade'],
  ['sleep without a nappy at night', 'toilet|potty|pee|wee|before bed|sheet|mattress|dry'],
  ['go to bed without screeming', 'story|pyjamas|pajamas|bath|lights|routine|cuddle|song'],
  ['wrap a present for his friend', 'paper|tape|sellotape|scissors|fold|bow|label|card'],
  ['help decorate the christmas tree', 'baubles|tinsel|lights|star|ornaments|angel|hooks'],
  ['pack her own bag for the beach trip', 'towel|swimsuit|bucket|spade|sun cream|hat|snack'],
  ['be patient on the long car journey', 'games|i spy|snacks|book|audiobook|music|window|seat'],
  ['choose fruit at the supermarket', 'apples|bananas|bag|trolley|basket|weigh|scales|ripe'],
];
