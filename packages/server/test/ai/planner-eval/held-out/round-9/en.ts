import type { EvalCase } from '../../types';

/**
 * Held-out round 9, English: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo, British and American
 * words), each with the words a relevant plan names beyond the goal's own (relevance.ts), decided
 * when the goal was written. Written on 2026-11-27 without reading the planner's library or
 * matcher, committed before any library change it may prompt, and never edited: a later round
 * adds a new directory.
 *
 * Left out before the round was committed, because the tuning set already held them word for word
 * (a goal tuned on is not held out): “help put the shopping away”, “learn to ride a balance bike”,
 * “build a sandcastle”, “save up for a new toy”.
 */
export const enHeldOut: EvalCase[] = [
  ['teeth', 'toothbrush|toothpaste|spit|rinse|two minutes|sink|floss|gums'],
  ['potty', 'wee|poo|flush|wipe|pants|wash hands|sticker|toilet'],
  ['bath night', 'water|bubbles|soap|shampoo|towel|pyjamas|toys|rinse'],
  [
    'get him up and dressed before 8 on school days',
    'alarm|uniform|clothes|socks|shoes|breakfast|chart|timer',
  ],
  [
    'she wants to choose her own outfit',
    'wardrobe|drawer|weather|two choices|top|trousers|dress|socks',
  ],
  ['put his tights on without help', 'toes|heel|roll|scrunch|pull up|legs|sit down|waistband'],
  ['learn to do the velcro on her trainers', 'strap|shoes|pull|press|stick|tongue|sneakers|feet'],
  ['my son wont eat anything green', 'peas|broccoli|spinach|beans|taste|sauce|smoothie|plate'],
  ['eat dinner without getting up from the table', 'chair|sit|plate|fork|timer|finish|bottom|wait'],
  ['stop spitting out food she doesnt like', 'napkin|tissue|plate|chew|swallow|taste|manners|bowl'],
  ['chew with his mouth closed', 'lips|manners|bite|swallow|talk|mirror|food|table'],
  ['help make a fruit salad', 'banana|apple|grapes|knife|bowl|chop|peel|strawberries'],
  ['pack her own lunchbox', 'sandwich|fruit|yoghurt|water bottle|snack|fridge|crisps|box'],
  [
    'get him to use the toilet at nursery not just at home',
    'teacher|wee|poo|flush|wash hands|potty|pants|ask',
  ],
  ['still wetting the bed at 5', 'nappy|pull ups|toilet|wee|drink|mattress protector|night|sheets'],
  ['wash his face and hands before meals', 'soap|water|flannel|towel|sink|rinse|dry|washcloth'],
  ['cut his toenails', 'clippers|scissors|feet|bath|soft|file|toes|sit still'],
  ['put the toys back where they go', 'box|shelf|basket|label|picture|bin|toy box|drawer'],
  ['help me hoover the stairs', 'vacuum|cord|switch|steps|nozzle|dust|carpet|plug'],
  ['dust the shelves with a cloth', 'rag|wipe|spray|books|ornaments|polish|furniture|clean'],
  [
    'she wants to help peg out the laundry',
    'pegs|washing line|clothes|basket|shake|hang|socks|towels',
  ],
  [
    'put clean clothes back in his drawers',
    'fold|socks|pants|tshirts|drawer|wardrobe|pile|hangers',
  ],
  ['water the houseplants once a week', 'watering can|soil|pot|leaves|sink|drip|saucer|finger'],
  ['help change the guinea pigs bedding', 'hay|cage|sawdust|straw|clean|food|water bottle|scoop'],
  ['learn how to stroke the neighbours dog', 'ask|sniff|hand|gentle|back|slow|owner|fur'],
  ['pick the strawberries in the garden', 'red|ripe|bowl|basket|leaves|stalk|wash|punnet'],
  [
    'dig for worms and bugs in the yard',
    'spade|trowel|jar|magnifying glass|soil|gloves|snail|beetle',
  ],
  ['make a bug hotel', 'sticks|pine cones|leaves|bamboo|bricks|straw|insects|box'],
  [
    'she screams when she doesnt get her way',
    'calm|breathe|words|ignore|feelings|hug|choices|quiet',
  ],
  [
    'stop saying mean things to his little brother',
    'kind|words|sorry|feelings|hurt|nice|listen|praise',
  ],
  ['my kids argue all day long', 'turns|share|timer|calm|rules|sorry|fair|separate'],
  [
    'teach her to say no when someone pushes her',
    'stop|loud|hands|teacher|tell|walk away|voice|brave',
  ],
  [
    'be a good loser at snakes and ladders',
    'dice|winner|well done|turns|shake hands|game|try again|smile',
  ],
  ['hes really shy with other kids', 'hello|name|play|smile|wave|practise|friend|ask'],
  ['stop lying about little things', 'truth|honest|sorry|trust|praise|story|consequence|tell'],
  [
    'feel less worried about going to big school',
    'teacher|classroom|uniform|visit|book|friends|playground|lunch',
  ],
  ['first day at daycare', 'teacher|goodbye|bag|diaper|naps|toys|photo|pick up'],
  ['remember his pe kit on thursdays', 'bag|shorts|trainers|tshirt|calendar|chart|peg|door'],
  ['read every night for 10 minutes', 'book|pages|bed|timer|chart|library|words|pictures'],
  [
    'learn the sounds the leters make',
    'phonics|alphabet|flashcards|song|cards|words|sound out|blend',
  ],
  ['practise writing lowercase letters', 'pencil|grip|lines|paper|trace|dots|copy|workbook'],
  ['count the stairs as we go up', 'two|three|five|ten|steps|numbers|fingers|top'],
  ['learn to add small numbers', 'fingers|plus|counters|equals|sum|blocks|count|total'],
  ['know all her colors in spanish', 'rojo|azul|verde|amarillo|red|blue|song|cards'],
  ['draw a person with arms and legs', 'head|body|eyes|crayon|paper|fingers|circle|face'],
  ['make a collage with magazines', 'scissors|glue|paper|pictures|stick|cut|card|tear'],
  ['play dough', 'roll|cut|cutters|shapes|table|squash|rolling pin|colours'],
  ['make a paper aeroplane', 'fold|sheet|wings|point|throw|crease|fly|nose'],
  [
    'learn twinkle twinkle on the keyboard',
    'keys|notes|fingers|piano|practise|song|stickers|white keys',
  ],
  ['join in at music class', 'songs|drum|shakers|clap|dance|teacher|circle|instruments'],
  ['go to swimming lessons on sunday', 'pool|costume|goggles|towel|kick|float|teacher|armbands'],
  ['gymnastics after school', 'leotard|mat|roll|cartwheel|beam|coach|stretch|jump'],
  ['play in the park for an hour', 'swings|slide|climbing frame|ball|run|sandpit|roundabout|chase'],
  ['day trip to the museum', 'dinosaurs|tickets|map|lunch|bag|snacks|toilet|gift shop'],
  ['go on a train ride to see granny', 'tickets|platform|seat|window|snacks|station|suitcase|bag'],
  [
    'keep her hand on the buggy when we walk into town',
    'pram|stroller|hold|road|pavement|cars|stop|wait',
  ],
  ['be safe near the pond', 'water|edge|grown up|ducks|hold hands|fence|fall|stay back'],
  ['what to do if a stranger talks to him', 'police|run|shout|tell|grown up|teacher|mum|safe'],
  [
    'stay in his car seat and not unclip it',
    'seatbelt|buckle|straps|clip|safe|journey|booster|click',
  ],
  ['get his jabs without kicking off', 'nurse|injection|needle|arm|sticker|brave|hold|cuddle'],
  [
    'get her to let me put drops in her eyes',
    'lie down|blink|tissue|bottle|count|eyes closed|brave|sticker',
  ],
  ['lost his first tooth', 'tooth fairy|pillow|coin|wobbly|gap|blood|tissue|letter'],
  ['understand coins', 'pennies|pence|pound|money|count|piggy bank|shop|change'],
  ['less screen time on weekends', 'tablet|tv|park|outside|books|games|rules|minutes'],
  ['carve a pumkin for halloween', 'knife|scoop|spoon|seeds|face|candle|eyes|mouth'],
  ['trick or treating with her cousins', 'costume|candy|bag|knock|door|torch|flashlight|thank you'],
  ['help put up the christmas decorations', 'tree|baubles|lights|tinsel|star|angel|box|hang'],
  ['make valentines for his class', 'cards|hearts|names|red|glue|stickers|write|sign'],
  [
    'do the easter egg hunt without grabbing all the eggs',
    'basket|share|count|chocolate|garden|hide|find|turns',
  ],
  ['put her own suncream on before summer camp', 'sunscreen|arms|face|nose|rub|squeeze|hat|legs'],
  ['bring in the post every morning', 'letters|door|mat|letterbox|mail|table|mum|envelope'],
];
