import type { EvalCase } from '../../types';

/**
 * Held-out round 9, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent, words
 * of France, Belgium and Québec), each with the words a relevant plan names beyond the goal's own
 * (relevance.ts), decided when the goal was written. Written on 2026-11-27 without reading the
 * planner's library or matcher, committed before any library change it may prompt, and never
 * edited: a later round adds a new directory.
 *
 * Left out before the round was committed, because the tuning set already held them word for word
 * (a goal tuned on is not held out): “couper les ongles des pieds”, “faire un avion en papier”.
 */
export const frHeldOut: EvalCase[] = [
  ['les dents', 'brosse|dentifrice|cracher|rincer|lavabo|deux minutes|gencives|gobelet'],
  ['le pot', "pipi|caca|couche|culotte|toilettes|chasse d'eau|gommettes|essuyer"],
  ['heure du bain', 'baignoire|eau|savon|shampoing|serviette|pyjama|jouets|rincer'],
  [
    "qu'il se lève et s'habille seul les jours d'école",
    'réveil|vêtements|chaussettes|pantalon|chaussures|petit déjeuner|tableau|images',
  ],
  ['enfiler ses collants sans aide', "pieds|talon|orteils|rouler|tirer|jambes|s'asseoir|taille"],
  ['choisir ses habits selon la météo', 'pluie|froid|chaud|manteau|t-shirt|armoire|fenêtre|bottes'],
  [
    'mettre son habit de neige tout seul',
    'bottes|tuque|mitaines|fermeture éclair|pantalon|manteau|cache-cou|bretelles',
  ],
  [
    'mon fils ne veut rien manger de vert',
    'brocolis|petits pois|épinards|haricots|goûter|purée|assiette|sauce',
  ],
  [
    'manger sans jouer avec la nourriture',
    'assiette|cuillère|fourchette|table|bouchée|mâcher|serviette|finir',
  ],
  [
    "qu'elle arrête de recracher ce qu'elle aime pas",
    'serviette|mâcher|avaler|goûter|assiette|bouchée|poli|mouchoir',
  ],
  ['faire une salade de fruits', 'banane|pomme|fraises|raisin|couteau|saladier|éplucher|couper'],
  [
    "préparer sa boîte à tartines pour l'école",
    'pain|fromage|jambon|fruit|gourde|collation|cartable|beurre',
  ],
  [
    'préparer sa boîte à lunch pour la garderie',
    'sandwich|fruits|collation|thermos|yogourt|ustensiles|sac|glace',
  ],
  [
    "qu'il aille aux toilettes à la crèche et pas seulement à la maison",
    'puéricultrice|pipi|caca|chasse|se laver les mains|demander|culotte|pot',
  ],
  [
    'il fait encore pipi au lit a 5 ans',
    'couche|toilettes|nuit|draps|alèse|boire|réveil|veilleuse',
  ],
  [
    'se laver le visage et les mains avant de manger',
    'savon|eau|gant de toilette|serviette|lavabo|rincer|frotter|débarbouillette',
  ],
  ['remettre chaque jouet à sa place', 'caisse|étagère|panier|tiroir|étiquette|coffre|dessin|sol'],
  ["aider à passer l'aspirateur", 'prise|bouton|tapis|sol|poussière|câble|miettes|canapé'],
  ['faire les poussières', 'chiffon|plumeau|étagère|meubles|essuyer|livres|table|cadres'],
  [
    'aider à pendre le linge sur le séchoir',
    'pinces|chaussettes|t-shirts|panier|secouer|essuies|étendre|serviettes',
  ],
  [
    'ranger son linge propre dans ses tiroirs',
    'plier|chaussettes|culottes|t-shirts|armoire|cintres|pile|pantalons',
  ],
  [
    'arroser les plantes une fois par semaine',
    'arrosoir|terre|pot|feuilles|eau|doigt|soucoupe|soleil',
  ],
  [
    'changer la litière du chat',
    'pelle|bac|sac|poubelle|granulés|gants|crottes|se laver les mains',
  ],
  [
    'apprendre à caresser le chien du voisin',
    'demander|maître|renifler|main|doucement|dos|lentement|poils',
  ],
  ['cueillir les fraises du jardin', 'rouges|mûres|panier|bol|feuilles|queue|laver|gouter'],
  [
    'chercher des vers de terre dans le jardin',
    'pelle|boue|bocal|loupe|pierres|gants|escargot|insectes',
  ],
  [
    "il hurle quand il a pas ce qu'il veut",
    'calme|respirer|mots|câlin|colère|ignorer|choix|coin calme',
  ],
  [
    "qu'il arrête de dire des méchancetés à son petit frère",
    'gentil|mots|pardon|émotions|blesser|respect|écouter|bravo',
  ],
  [
    'mes enfants se disputent toute la journée',
    'chacun son tour|partager|minuteur|calme|règles|pardon|séparer|juste',
  ],
  ['apprendre a perdre au uno', 'cartes|gagner|tour|bravo|rejouer|sourire|jeu|partie'],
  [
    'elle est très timide avec les autres enfants',
    "bonjour|prénom|jouer|sourire|saluer|copain|demander|s'entraîner",
  ],
  [
    "qu'il arrête de raconter des mensonges",
    'vérité|confiance|pardon|histoire|conséquence|avouer|honnête|bravo',
  ],
  [
    'avoir moins peur de rentrer au CP',
    'maîtresse|classe|cartable|visite|copains|récré|livre|cantine',
  ],
  ['premier jour à la crèche', 'puéricultrice|au revoir|sac|couches|sieste|photo|doudou|récupérer'],
  [
    'ne plus oublier son sac de gym le jeudi',
    'chaussons|short|baskets|calendrier|cartable|t-shirt|liste|porte',
  ],
  ['lire 10 minutes tous les soirs', 'livre|histoire|lit|pages|bibliothèque|images|mots|minuteur'],
  ['apprendre les voyelles', 'lettres|chanson|cartes|mots|son|images|cahier|alphabet'],
  [
    "s'entraîner à écrire les lettres en attaché",
    'crayon|lignes|cahier|modèle|repasser|pointillés|boucles|tenir',
  ],
  [
    "compter les marches de l'escalier en montant",
    'deux|trois|quatre|dix|chiffres|doigts|nombres|en haut',
  ],
  ['faire des petites additions', 'doigts|plus|égal|cubes|jetons|résultat|compter|total'],
  ["compter jusqu'à septante", 'dizaines|soixante|nonante|doigts|chanson|chiffres|cent|nombres'],
  [
    'dessiner un bonhomme avec des bras et des jambes',
    'tête|corps|yeux|crayons|feuille|doigts|rond|visage',
  ],
  [
    'faire un collage avec des magazines',
    'ciseaux|colle|papier|découper|coller|carton|images|photos',
  ],
  [
    'jouer joyeux anniversaire au clavier',
    "touches|notes|doigts|piano|s'entraîner|chanson|gommettes|lentement",
  ],
  [
    "aller à l'éveil musical le samedi",
    'chansons|tambourin|maracas|taper des mains|danser|instruments|ronde|prof',
  ],
  [
    'aller à la piscine le dimanche matin',
    'maillot|bonnet|lunettes|serviette|battements|flotter|maître-nageur|frites',
  ],
  [
    'apprendre à rouler en draisienne',
    'pieds|pousser|équilibre|casque|guidon|glisser|freiner|parc',
  ],
  ["faire un sport apres l'école", 'foot|judo|gym|danse|basket|équipe|entraîneur|ballon'],
  [
    "passer l'après-midi à la plaine de jeux",
    'balançoire|toboggan|bac à sable|ballon|courir|tourniquet|goûter|grimper',
  ],
  [
    'faire un grand château de sable à la mer',
    'seau|pelle|eau|douves|coquillages|tour|râteau|moules',
  ],
  [
    'aller voir les dinosaures au musée',
    'squelettes|billets|plan|goûter|sac|toilettes|boutique|fossiles',
  ],
  [
    'prendre le train pour aller chez papi et mamie',
    'billet|quai|siège|fenêtre|goûter|gare|valise|contrôleur',
  ],
  [
    "qu'elle tienne la poussette dans la rue",
    "main|trottoir|voitures|s'arrêter|attendre|feu|carrefour|piétons",
  ],
  [
    'faire attention au bord de la piscine',
    'courir|glisser|adulte|brassards|gilet|eau|marcher|maître-nageur',
  ],
  [
    'que faire si un inconnu lui parle',
    'courir|partir|crier|prévenir|maman|maîtresse|adulte|police',
  ],
  [
    "qu'il ne détache plus son siège auto",
    'ceinture|boucle|harnais|clic|sécurité|trajet|rehausseur|sangles',
  ],
  [
    'faire ses vaccins sans se débattre',
    'infirmière|piqûre|aiguille|bras|autocollant|courageux|câlin|doudou',
  ],
  [
    "qu'il me laisse mettre les gouttes dans le nez",
    'allonger|narines|sérum physiologique|mouchoir|moucher|compter|courageux|flacon',
  ],
  ['il a perdu sa première dent', 'petite souris|oreiller|pièce|trou|sang|mouchoir|lettre|boîte'],
  [
    'connaître les pièces de monnaie',
    'euros|centimes|argent|compter|tirelire|magasin|billets|rendre',
  ],
  [
    "économiser pour s'acheter un jouet",
    'tirelire|pièces|argent de poche|bocal|compter|magasin|euros|dollars',
  ],
  ["moins d'écran le week-end", 'tablette|télé|parc|dehors|livres|jeux|règles|minutes'],
  [
    "choisir son déguisement pour le carnaval de l'école",
    'costume|masque|maquillage|cortège|confettis|fête|cape|perruque',
  ],
  ['préparer la Saint-Nicolas', 'soulier|carotte|âne|bonbons|speculoos|lettre|cadeaux|mandarines'],
  [
    'faire une galette des rois avec mamie',
    'pâte feuilletée|frangipane|fève|couronne|four|amandes|œuf|découper',
  ],
  ['aller à la cabane à sucre', 'tire|érable|neige|crêpes|fèves au lard|tracteur|sirop|bâtonnet'],
  [
    "faire une citrouille pour l'halloween",
    'couteau|cuillère|graines|vider|visage|bougie|yeux|bouche',
  ],
  [
    "passer l'halloween avec ses cousins",
    'costume|bonbons|sac|frapper|porte|lampe de poche|merci|maquillage',
  ],
  [
    'chercher les œufs de Pâques sans tout prendre',
    'panier|partager|compter|chocolat|jardin|cacher|trouver|cloches',
  ],
  [
    'mettre sa creme solaire avant le centre aéré',
    'bras|visage|nez|étaler|chapeau|casquette|jambes|tube',
  ],
  ['aider à faire la vaisselle', 'évier|liquide|éponge|assiettes|verres|essuyer|torchon|rincer'],
  [
    "qu'il se tienne tranquille au resto",
    'assis|chuchoter|coloriage|crayons|serviette|attendre|menu|livre',
  ],
  ['ma puce veut plus faire la sieste', 'lit|rideaux|histoire|repos|calme|doudou|noir|temps calme'],
];
