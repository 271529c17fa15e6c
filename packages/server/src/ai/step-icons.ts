/**
 * A picture for every step the helper writes, so a child who cannot read yet still knows what a
 * task is (issue: task pictures for pre-readers). The offline planner and the model provider use
 * the same mapping: a word of the step that names a thing with a picture (towel, bowl, Gießkanne,
 * はぶらし) wins; otherwise the goal family's picture; otherwise DEFAULT_TASK_ICON.
 */
import { DEFAULT_TASK_ICON, type TaskIconKey } from '@taskboard/contract';
import type { FamilyId } from './library';
import { normalize, PLANNER_LANGUAGES, type PlannerLanguage } from './text';

type Words = Partial<Record<PlannerLanguage, string>>;

/**
 * Words that name a pictured thing, per language, in normal form (see text.ts `normalize`).
 * English, Spanish and French words match the start of a step's word (towel → towels); German
 * and the languages written without spaces match anywhere (Hundenapf holds napf).
 * Earlier entries win: the specific thing (toothbrush) before the general one (hands).
 */
const stepWords: readonly (readonly [TaskIconKey, Words])[] = [
  [
    'toothbrush',
    {
      en: 'toothbrush toothpaste teeth',
      es: 'dientes cepillo pasta',
      fr: 'dents brosse dentifrice',
      de: 'zahn zahne burste',
      zh: '牙',
      ja: 'はぶらし はみがき 歯',
    },
  ],
  [
    'watering-can',
    {
      en: 'watering',
      es: 'regadera riega regar',
      fr: 'arrosoir arrose',
      de: 'giesskanne giess',
      zh: '浇水 水壶',
      ja: 'じょうろ みずやり',
    },
  ],
  [
    'pet-bowl',
    {
      en: 'bowl food',
      es: 'cuenco comedero pienso',
      fr: 'gamelle croquettes',
      de: 'napf futter',
      zh: '碗 粮',
      ja: 'おさら ごはん',
    },
  ],
  [
    'towel',
    {
      en: 'towel dry',
      es: 'toalla seca',
      fr: 'serviette seche',
      de: 'handtuch trocken',
      zh: '毛巾 擦干',
      ja: 'タオル ふこう',
    },
  ],
  [
    'soap',
    {
      en: 'soap bubbles',
      es: 'jabon espuma',
      fr: 'savon mousse',
      de: 'seife schaum',
      zh: '肥皂 泡',
      ja: 'せっけん あわ',
    },
  ],
  [
    'comb',
    {
      en: 'comb hairbrush hair',
      es: 'peine pelo',
      fr: 'peigne cheveux',
      de: 'kamm haar',
      zh: '梳 头发',
      ja: 'くし かみ',
    },
  ],
  [
    'bath',
    {
      en: 'bath shower',
      es: 'bano ducha banera',
      fr: 'bain douche',
      de: 'baden badewanne dusche',
      zh: '洗澡 浴',
      ja: 'おふろ',
    },
  ],
  [
    'toilet',
    {
      en: 'toilet potty flush',
      es: 'vater orinal',
      fr: 'toilettes pot',
      de: 'toilette klo topfchen',
      zh: '厕所 马桶',
      ja: 'トイレ',
    },
  ],
  [
    'bed',
    {
      en: 'bed pillow duvet',
      es: 'cama almohada',
      fr: 'lit oreiller couette',
      de: 'bett kissen decke',
      zh: '床 枕',
      ja: 'ベッド ふとん まくら',
    },
  ],
  [
    'moon',
    {
      en: 'sleep night pyjamas',
      es: 'dormir noche pijama',
      fr: 'dormir nuit pyjama',
      de: 'schlaf nacht schlafanzug',
      zh: '睡 晚安 睡衣',
      ja: 'ねる おやすみ パジャマ',
    },
  ],
  [
    'shoe',
    {
      en: 'shoe shoelace boot',
      es: 'zapato zapatilla cordon bota',
      fr: 'chaussure lacet botte',
      de: 'schuh schnursenkel stiefel',
      zh: '鞋',
      ja: 'くつ',
    },
  ],
  ['sock', { en: 'sock', es: 'calcetin', fr: 'chaussette', de: 'socke', zh: '袜', ja: 'くつした' }],
  [
    'coat',
    {
      en: 'coat jacket zip',
      es: 'abrigo chaqueta cremallera',
      fr: 'manteau veste fermeture',
      de: 'jacke mantel reissverschluss',
      zh: '外套',
      ja: 'コート うわぎ',
    },
  ],
  [
    'hat',
    {
      en: 'hat scarf gloves',
      es: 'gorro bufanda guantes',
      fr: 'bonnet echarpe gants',
      de: 'mutze schal handschuh',
      zh: '帽 围巾 手套',
      ja: 'ぼうし マフラー てぶくろ',
    },
  ],
  [
    'trousers',
    { en: 'trousers pants', es: 'pantalon', fr: 'pantalon', de: 'hose', zh: '裤', ja: 'ズボン' },
  ],
  [
    'shirt',
    {
      en: 'shirt clothes dress jumper button',
      es: 'camiseta ropa boton',
      fr: 'tee shirt vetements bouton',
      de: 'hemd shirt kleidung knopf pulli',
      zh: '衣服 扣子',
      ja: 'ふく シャツ ボタン',
    },
  ],
  [
    'laundry',
    {
      en: 'laundry basket washing',
      es: 'cesto colada',
      fr: 'linge panier',
      de: 'wasche korb',
      zh: '脏衣 篮',
      ja: 'せんたく かご',
    },
  ],
  [
    'cup',
    {
      en: 'cup drink glass water',
      es: 'vaso taza bebe agua',
      fr: 'verre tasse boire eau',
      de: 'becher glas trink wasser',
      zh: '杯 喝 水',
      ja: 'コップ のむ みず',
    },
  ],
  [
    'spoon',
    {
      en: 'spoon fork cutlery',
      es: 'cuchara tenedor cubiertos',
      fr: 'cuillere fourchette couverts',
      de: 'loffel gabel besteck',
      zh: '勺 叉 餐具',
      ja: 'スプーン フォーク',
    },
  ],
  [
    'plate',
    {
      en: 'plate table dish',
      es: 'plato mesa',
      fr: 'assiette table',
      de: 'teller tisch',
      zh: '盘 桌',
      ja: 'おさら テーブル',
    },
  ],
  [
    'apple',
    {
      en: 'apple fruit',
      es: 'manzana fruta',
      fr: 'pomme fruit',
      de: 'apfel obst',
      zh: '苹果 水果',
      ja: 'りんご くだもの',
    },
  ],
  [
    'carrot',
    {
      en: 'carrot vegetable peas',
      es: 'zanahoria verdura',
      fr: 'carotte legume',
      de: 'karotte mohre gemuse',
      zh: '胡萝卜 蔬菜',
      ja: 'にんじん やさい',
    },
  ],
  [
    'sandwich',
    {
      en: 'sandwich bread lunch',
      es: 'bocadillo sandwich pan',
      fr: 'sandwich pain',
      de: 'brot sandwich',
      zh: '三明治 面包',
      ja: 'サンドイッチ パン',
    },
  ],
  [
    'cake',
    {
      en: 'cake cookie biscuit',
      es: 'pastel tarta galleta',
      fr: 'gateau biscuit',
      de: 'kuchen keks platzchen',
      zh: '蛋糕 饼干',
      ja: 'ケーキ クッキー',
    },
  ],
  [
    'toy-box',
    { en: 'toy', es: 'juguete', fr: 'jouet', de: 'spielzeug', zh: '玩具', ja: 'おもちゃ' },
  ],
  [
    'broom',
    {
      en: 'sweep broom dust',
      es: 'barre escoba polvo',
      fr: 'balai balaie poussiere',
      de: 'besen feg staub',
      zh: '扫',
      ja: 'ほうき はく',
    },
  ],
  [
    'sponge',
    {
      en: 'wipe sponge cloth',
      es: 'limpia esponja trapo',
      fr: 'essuie eponge chiffon',
      de: 'wisch schwamm lappen',
      zh: '擦 抹布',
      ja: 'ふく ふきん スポンジ',
    },
  ],
  [
    'bin',
    {
      en: 'rubbish bin recycling',
      es: 'basura reciclaje',
      fr: 'poubelle recyclage',
      de: 'mull eimer',
      zh: '垃圾',
      ja: 'ごみ',
    },
  ],
  [
    'dog',
    {
      en: 'dog puppy lead',
      es: 'perro correa',
      fr: 'chien laisse',
      de: 'hund leine',
      zh: '狗',
      ja: 'いぬ',
    },
  ],
  ['cat', { en: 'cat kitten', es: 'gato', fr: 'chat', de: 'katze', zh: '猫', ja: 'ねこ' }],
  ['fish', { en: 'fish', es: 'pez peces', fr: 'poisson', de: 'fisch', zh: '鱼', ja: 'さかな' }],
  ['bird', { en: 'bird', es: 'pajaro ave', fr: 'oiseau', de: 'vogel', zh: '鸟', ja: 'とり' }],
  ['flower', { en: 'flower', es: 'flor', fr: 'fleur', de: 'blume', zh: '花', ja: 'はな' }],
  [
    'plant',
    {
      en: 'plant seed soil pot',
      es: 'planta semilla tierra maceta',
      fr: 'plante graine terre pot',
      de: 'pflanz samen blumenerde topf',
      zh: '种 土 植物',
      ja: 'たね つち うえ',
    },
  ],
  [
    'leaf',
    {
      en: 'leaf leaves',
      es: 'hoja',
      fr: 'feuille',
      de: 'blatt blatter laub',
      zh: '叶',
      ja: 'はっぱ',
    },
  ],
  [
    'tree',
    {
      en: 'tree park',
      es: 'arbol parque',
      fr: 'arbre parc',
      de: 'baum park',
      zh: '树 公园',
      ja: 'き こうえん',
    },
  ],
  [
    'bag',
    {
      en: 'bag backpack suitcase',
      es: 'mochila bolsa maleta',
      fr: 'sac cartable valise',
      de: 'tasche ranzen rucksack koffer',
      zh: '书包 包 行李',
      ja: 'かばん リュック ランドセル',
    },
  ],
  [
    'book',
    {
      en: 'book read page story library',
      es: 'libro lee pagina cuento',
      fr: 'livre lis page histoire',
      de: 'buch lies seite geschicht',
      zh: '书 读 故事',
      ja: 'ほん よむ えほん',
    },
  ],
  [
    'crayon',
    {
      en: 'crayon colour draw',
      es: 'cera colorea dibuja',
      fr: 'crayon colorie dessine',
      de: 'wachsmal malen male zeichne',
      zh: '蜡笔 画',
      ja: 'クレヨン かく ぬる',
    },
  ],
  [
    'paint',
    {
      en: 'paint brush',
      es: 'pinta pintura pincel',
      fr: 'peinture peins pinceau',
      de: 'farbe pinsel',
      zh: '颜料 涂',
      ja: 'えのぐ ふで',
    },
  ],
  [
    'pencil',
    {
      en: 'pencil write name',
      es: 'lapiz escribe nombre',
      fr: 'ecris nom',
      de: 'stift schreib name',
      zh: '笔 写',
      ja: 'えんぴつ かこう なまえ',
    },
  ],
  [
    'abc',
    {
      en: 'letter alphabet sound',
      es: 'letra abecedario',
      fr: 'lettre alphabet',
      de: 'buchstabe alphabet',
      zh: '字母 拼音',
      ja: 'ひらがな もじ',
    },
  ],
  [
    'numbers',
    {
      en: 'count number sum',
      es: 'cuenta numero suma',
      fr: 'compte nombre chiffre',
      de: 'zahl zahle rechne',
      zh: '数',
      ja: 'かず かぞえ',
    },
  ],
  [
    'letter',
    {
      en: 'card envelope post',
      es: 'tarjeta sobre carta',
      fr: 'carte enveloppe',
      de: 'karte brief umschlag',
      zh: '卡 信',
      ja: 'カード てがみ',
    },
  ],
  [
    'blocks',
    {
      en: 'block lego tower build',
      es: 'bloque lego torre construye',
      fr: 'cube lego tour construis',
      de: 'bauklotz lego turm bau',
      zh: '积木 塔',
      ja: 'つみき レゴ',
    },
  ],
  [
    'puzzle',
    {
      en: 'puzzle jigsaw piece',
      es: 'puzle rompecabezas pieza',
      fr: 'puzzle piece',
      de: 'puzzle teil',
      zh: '拼图',
      ja: 'パズル ピース',
    },
  ],
  [
    'teddy',
    {
      en: 'teddy doll',
      es: 'peluche muneca',
      fr: 'nounours doudou poupee',
      de: 'teddy kuscheltier puppe',
      zh: '玩偶 娃娃',
      ja: 'ぬいぐるみ にんぎょう',
    },
  ],
  [
    'ball',
    {
      en: 'ball kick catch throw',
      es: 'pelota balon',
      fr: 'ballon balle',
      de: 'ball',
      zh: '球',
      ja: 'ボール',
    },
  ],
  [
    'bike',
    {
      en: 'bike scooter pedal helmet',
      es: 'bici patinete pedal casco',
      fr: 'velo trottinette pedale casque',
      de: 'fahrrad roller helm',
      zh: '自行车 滑板车 头盔',
      ja: 'じてんしゃ ヘルメット',
    },
  ],
  ['kite', { en: 'kite', es: 'cometa', fr: 'cerf volant', de: 'drachen', zh: '风筝', ja: 'たこ' }],
  [
    'music',
    {
      en: 'song sing music piano',
      es: 'cancion canta musica piano',
      fr: 'chanson chante musique piano',
      de: 'lied sing musik klavier',
      zh: '歌 唱 音乐 琴',
      ja: 'うた ピアノ おんがく',
    },
  ],
  [
    'drum',
    {
      en: 'drum beat rhythm clap',
      es: 'tambor ritmo',
      fr: 'tambour rythme',
      de: 'trommel rhythmus',
      zh: '鼓 节奏',
      ja: 'たいこ リズム',
    },
  ],
  [
    'waves',
    {
      en: 'swim pool splash',
      es: 'nada piscina',
      fr: 'nage piscine',
      de: 'schwimm becken',
      zh: '游泳',
      ja: 'およ プール',
    },
  ],
  [
    'car',
    {
      en: 'car seatbelt',
      es: 'coche cinturon',
      fr: 'voiture ceinture',
      de: 'auto gurt',
      zh: '车',
      ja: 'くるま',
    },
  ],
  [
    'gift',
    {
      en: 'gift present wrap',
      es: 'regalo envuelve',
      fr: 'cadeau emballe',
      de: 'geschenk einpack',
      zh: '礼物',
      ja: 'プレゼント',
    },
  ],
  [
    'clock',
    {
      en: 'clock minute timer',
      es: 'reloj minuto',
      fr: 'horloge minute',
      de: 'uhrzeit wecker minute',
      zh: '钟 分钟',
      ja: 'とけい ふん',
    },
  ],
  [
    'sun',
    {
      en: 'sun sunscreen outside',
      es: 'sol fuera',
      fr: 'soleil dehors',
      de: 'sonne draussen',
      zh: '太阳 防晒',
      ja: 'たいよう ひやけ',
    },
  ],
  ['hands', { en: 'hand', es: 'mano', fr: 'main', de: 'hand hande', zh: '手', ja: 'て' }],
  [
    'friends',
    {
      en: 'friend share turn together',
      es: 'amigo comparte turno juntos',
      fr: 'ami partage tour ensemble',
      de: 'freund teilen zusammen',
      zh: '朋友 分享 轮流',
      ja: 'ともだち かわりばんこ',
    },
  ],
  [
    'heart',
    {
      en: 'hug kind sorry thank love',
      es: 'abrazo amable perdon gracias',
      fr: 'calin gentil pardon merci',
      de: 'umarm lieb entschuldig danke',
      zh: '抱 谢谢 对不起',
      ja: 'ぎゅっ ありがとう ごめんね',
    },
  ],
  [
    'smile',
    {
      en: 'feel breathe calm smile',
      es: 'siente respira calma sonrie',
      fr: 'ressens respire calme sourire',
      de: 'gefuhl atme ruhig lachel',
      zh: '呼吸 心情 笑',
      ja: 'きもち しんこきゅう えがお',
    },
  ],
];

// Japanese words of one kana ("て", "き") are only trusted as whole words between spaces.

/**
 * One language's words, indexed once when the module loads: each word under its earliest place
 * in stepWords, so a step is looked up by its own pieces (a word's beginnings, or every run of
 * characters up to the longest word) instead of every word being tried against every step.
 */
interface IconIndex {
  language: PlannerLanguage;
  /** English, Spanish, French: a word matches the start of a step's word. */
  prefix: boolean;
  /** Words found anywhere (or at a word's start), with their place and picture. */
  words: Map<string, { order: number; icon: TaskIconKey }>;
  /** Japanese words of one character, trusted only as a whole word. */
  wholeWords: Map<string, { order: number; icon: TaskIconKey }>;
  longest: number;
}

function indexOf(language: PlannerLanguage): IconIndex {
  const index: IconIndex = {
    language,
    prefix: language !== 'de' && language !== 'zh' && language !== 'ja',
    words: new Map(),
    wholeWords: new Map(),
    longest: 0,
  };
  let order = 0;
  for (const [icon, byLanguage] of stepWords) {
    for (const raw of (byLanguage[language] ?? '').split(' ').filter(Boolean)) {
      const word = normalize(raw);
      const into = language === 'ja' && word.length === 1 ? index.wholeWords : index.words;
      if (!into.has(word)) into.set(word, { order, icon });
      index.longest = Math.max(index.longest, word.length);
      order++;
    }
  }
  return index;
}

const indexes = new Map(PLANNER_LANGUAGES.map((language) => [language, indexOf(language)]));

/** The picture of the earliest word of one language that the step (in normal form) names. */
function iconIn(index: IconIndex, text: string): TaskIconKey | undefined {
  let best: { order: number; icon: TaskIconKey } | undefined;
  const consider = (piece: string, from: Map<string, { order: number; icon: TaskIconKey }>) => {
    const found = from.get(piece);
    if (found && (!best || found.order < best.order)) best = found;
  };
  if (index.words.has('')) consider('', index.words);
  if (index.prefix) {
    for (const token of text.split(' ')) {
      const last = Math.min(token.length, index.longest);
      for (let to = 1; to <= last; to++) consider(token.slice(0, to), index.words);
    }
  } else {
    for (let from = 0; from < text.length; from++) {
      const last = Math.min(text.length, from + index.longest);
      for (let to = from + 1; to <= last; to++) consider(text.slice(from, to), index.words);
    }
    if (index.wholeWords.size > 0) {
      for (const token of text.split(' ')) consider(token, index.wholeWords);
    }
  }
  return best?.icon;
}

/** The picture a step's own words name, looking in its language first, then the others. */
export function iconNamedBy(step: string, language?: PlannerLanguage): TaskIconKey | undefined {
  const text = normalize(step);
  const first = language ? indexes.get(language) : undefined;
  if (first) {
    const icon = iconIn(first, text);
    if (icon) return icon;
  }
  for (const [other, index] of indexes) {
    if (other === language) continue;
    const icon = iconIn(index, text);
    if (icon) return icon;
  }
  return undefined;
}

/** What each goal family is about, as one picture: the step's picture when it names none. */
export const familyIcons: Record<FamilyId, TaskIconKey> = {
  'brush-teeth': 'toothbrush',
  'wash-hands': 'hands',
  'wash-face': 'towel',
  'bath-time': 'bath',
  'wash-hair': 'bath',
  'brush-hair': 'comb',
  'blow-nose': 'hands',
  'use-toilet': 'toilet',
  'sun-cream': 'sun',
  'take-medicine': 'cup',
  'take-temperature': 'hands',
  inhaler: 'hands',
  'swallow-tablet': 'cup',
  'eye-drops': 'hands',
  flight: 'bag',
  'nit-comb': 'comb',
  'no-biting': 'hands',
  'dog-bath': 'dog',
  'pet-died': 'hands',
  'months-of-year': 'hands',
  'emergency-call': 'hands',
  cinema: 'hands',
  'dog-poo': 'dog',
  'nail-cutting': 'hands',
  'wake-clock': 'bed',
  'car-sick': 'bag',
  'phone-free-meals': 'plate',
  wedding: 'hands',
  'healthy-sleep': 'bed',
  'tie-shoes': 'shoe',
  'shoes-on': 'shoe',
  'socks-on': 'sock',
  'get-dressed': 'shirt',
  'buttons-zips': 'coat',
  'coat-on': 'coat',
  'winter-clothes': 'hat',
  'pyjamas-on': 'moon',
  'fold-clothes': 'shirt',
  'eat-breakfast': 'plate',
  'try-new-food': 'plate',
  'eat-vegetables': 'carrot',
  'drink-water': 'cup',
  'pour-drink': 'cup',
  'use-cutlery': 'spoon',
  chopsticks: 'spoon',
  'set-table': 'plate',
  'clear-table': 'plate',
  'healthy-snack': 'apple',
  'peel-fruit': 'apple',
  'pack-lunch': 'sandwich',
  'table-manners': 'spoon',
  'tidy-room': 'toy-box',
  'tidy-toys': 'toy-box',
  'make-bed': 'bed',
  'dirty-laundry': 'laundry',
  'match-socks': 'sock',
  'tidy-books': 'book',
  'tidy-desk': 'pencil',
  dusting: 'sponge',
  'sweep-floor': 'broom',
  vacuum: 'broom',
  'wipe-table': 'sponge',
  'wash-dishes': 'sponge',
  'empty-dishwasher': 'plate',
  'take-out-rubbish': 'bin',
  'feed-dog': 'pet-bowl',
  'walk-dog': 'dog',
  'feed-cat': 'pet-bowl',
  'feed-fish': 'fish',
  'small-pet': 'pet-bowl',
  'gentle-with-pets': 'cat',
  'brush-pet': 'dog',
  'fear-dogs': 'dog',
  'water-plants': 'watering-can',
  'plant-seeds': 'plant',
  'sprout-jar': 'plant',
  'weed-garden': 'plant',
  'dig-garden': 'bucket',
  'pick-fruit': 'apple',
  'compost-worms': 'leaf',
  'school-bag': 'bag',
  'first-day-school': 'bag',
  'say-goodbye': 'heart',
  homework: 'pencil',
  'listen-in-class': 'book',
  'show-and-tell': 'smile',
  'write-name': 'pencil',
  alphabet: 'abc',
  'letter-sounds': 'abc',
  handwriting: 'pencil',
  counting: 'numbers',
  'write-numbers': 'numbers',
  'simple-sums': 'numbers',
  'count-money': 'numbers',
  'shapes-colours': 'crayon',
  'tell-time': 'clock',
  'days-of-week': 'clock',
  'learn-to-read': 'book',
  'read-book': 'book',
  spelling: 'abc',
  'new-language': 'abc',
  'draw-picture': 'crayon',
  painting: 'paint',
  colouring: 'crayon',
  'play-dough': 'blocks',
  'make-slime': 'paint',
  'paper-plane': 'letter',
  'cutting-scissors': 'paint',
  collage: 'paint',
  'make-mask': 'smile',
  'paper-crown': 'star',
  'bead-bracelet': 'heart',
  'box-model': 'blocks',
  'puppet-show': 'teddy',
  'lego-build': 'blocks',
  'block-tower': 'blocks',
  jigsaw: 'puzzle',
  'train-track': 'car',
  'build-den': 'house',
  'marble-run': 'ball',
  'learn-song': 'music',
  piano: 'music',
  'drums-rhythm': 'drum',
  instrument: 'music',
  dance: 'music',
  playground: 'ball',
  swing: 'tree',
  sandcastle: 'bucket',
  'fly-kite': 'kite',
  'hide-seek': 'friends',
  'play-tag': 'friends',
  hopscotch: 'numbers',
  bubbles: 'soap',
  'treasure-hunt': 'star',
  snowman: 'hat',
  'puddles-rain': 'coat',
  'mud-kitchen': 'bucket',
  picnic: 'sandwich',
  'learn-swim': 'waves',
  'pool-jump': 'waves',
  'float-on-back': 'waves',
  'swim-bag': 'bag',
  'face-in-water': 'waves',
  'ride-bike': 'bike',
  scooter: 'bike',
  'roller-skates': 'shoe',
  'know-address': 'house',
  'stay-close': 'hands',
  'bike-helmet': 'bike',
  'quiet-voice': 'smile',
  'cough-sneeze': 'hands',
  'give-up-dummy': 'teddy',
  'shoes-away': 'shoe',
  'cross-road': 'car',
  football: 'ball',
  'catch-throw': 'ball',
  basketball: 'ball',
  'racket-sports': 'ball',
  'bat-and-ball': 'ball',
  running: 'shoe',
  'skipping-rope': 'star',
  gymnastics: 'star',
  'yoga-stretch': 'smile',
  balance: 'star',
  'martial-arts': 'star',
  'team-sport': 'friends',
  'calm-down': 'smile',
  'angry-feelings': 'smile',
  worries: 'heart',
  'sad-feelings': 'heart',
  'name-feelings': 'smile',
  'fear-dark': 'moon',
  'wait-patiently': 'clock',
  'share-toys': 'friends',
  'share-food': 'friends',
  'take-turns': 'friends',
  'turn-on-swing': 'friends',
  'say-sorry': 'heart',
  'make-friends': 'friends',
  playdate: 'friends',
  'be-kind': 'heart',
  'magic-words': 'heart',
  'tell-truth': 'heart',
  siblings: 'friends',
  'help-shopping': 'bag',
  'put-shopping-away': 'bag',
  'help-baby': 'heart',
  'help-grandparents': 'heart',
  'wash-car': 'bucket',
  'donate-toys': 'toy-box',
  'save-money': 'star',
  'morning-routine': 'sun',
  'bedtime-routine': 'moon',
  'own-bed': 'bed',
  'screen-free-morning': 'sun',
  'pack-suitcase': 'bag',
  sleepover: 'bed',
  'car-journey': 'car',
  'plane-trip': 'bag',
  camping: 'tree',
  'beach-day': 'waves',
  'zoo-visit': 'bird',
  'bake-cookies': 'cake',
  'bake-cake': 'cake',
  pancakes: 'plate',
  sandwich: 'sandwich',
  'fruit-salad': 'apple',
  pizza: 'plate',
  'cook-dinner': 'plate',
  'cook-eggs': 'plate',
  'birthday-card': 'letter',
  'thank-you-note': 'letter',
  gratitude: 'heart',
  'wrap-present': 'gift',
  'make-gift': 'gift',
  'decorate-holiday': 'star',
  'pumpkin-carving': 'smile',
  'write-letter': 'letter',
  'nature-walk': 'tree',
  'bird-watching': 'bird',
  'feed-ducks': 'bird',
  'water-safety': 'hands',
  'bug-hunt': 'leaf',
  caterpillars: 'leaf',
  stargazing: 'star',
  'collect-leaves': 'leaf',
  weather: 'sun',
  'screen-time': 'clock',
  'screen-free-play': 'ball',
  'doctor-dentist': 'heart',
  haircut: 'comb',
  'science-experiment': 'star',
  volcano: 'star',
  'board-games': 'puzzle',
  'magic-trick': 'star',
  'tell-joke': 'smile',
  'take-photos': 'smile',
  'library-visit': 'book',
  whistle: 'music',
  seatbelt: 'car',
  'stage-show': 'music',
  'use-words': 'smile',
  'new-baby': 'heart',
  'wobbly-tooth': 'toothbrush',
  'horse-riding': 'star',
  'go-fishing': 'fish',
  sewing: 'star',
  'video-call': 'friends',
  'ski-skate': 'coat',
  'nail-biting': 'hands',
  'wear-glasses': 'smile',
  'left-right': 'hands',
  woodwork: 'house',
  'skill-toy': 'ball',
  'safety-drill': 'house',
  'time-to-go': 'clock',
  'stranger-safety': 'hands',
  'christmas-tree': 'star',
  'christmas-eve': 'star',
  'birthday-party': 'cake',
  'loud-noises': 'heart',
  funfair: 'star',
  'climb-furniture': 'house',
  'rude-words': 'smile',
  'day-camp': 'sun',
  'st-nicholas': 'shoe',
  'cat-litter': 'pet-bowl',
  'serve-yourself': 'plate',
  'hot-safety': 'house',
  'lantern-walk': 'star',
  'moving-house': 'house',
  'new-year': 'clock',
  'electric-safety': 'house',
  funeral: 'flower',
  'summer-holidays': 'sun',
  hinamatsuri: 'teddy',
  'shichi-go-san': 'shirt',
  'visit-hospital': 'heart',
  barbecue: 'plate',
};

/** The planner's picture for a step: what the step names, else its family's, else a star. */
export function stepIcon(
  step: string,
  language: PlannerLanguage | undefined,
  family: FamilyId | undefined,
): TaskIconKey {
  return iconNamedBy(step, language) ?? (family ? familyIcons[family] : DEFAULT_TASK_ICON);
}
