import type { EvalCase } from '../../types';

/**
 * Held-out round 10, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent, words
 * of France, Belgium, Switzerland and Québec), each with the words a relevant plan names beyond
 * the goal's own (relevance.ts), decided when the goal was written. Written on 2026-11-27 without
 * reading the planner's library or matcher, committed before any library change it may prompt,
 * and never edited: a later round adds a new directory.
 */
export const frHeldOut: EvalCase[] = [
  [
    'impossible de lui faire brosser les dents',
    'brosse|dentifrice|cracher|rincer|deux minutes|chanson|miroir|lavabo',
  ],
  [
    "partir à l'école à 8h sans crier",
    'chaussures|manteau|cartable|petit déjeuner|réveil|liste|horloge|veille',
  ],
  [
    "il met une heure à s'habiller le matin",
    'vêtements|chaussettes|minuteur|pantalon|tee-shirt|veille|tableau|chaussures',
  ],
  ['mettre son pull dans le bon sens', 'étiquette|devant|derrière|tête|manches|bras|envers|tirer'],
  [
    'la coiffer en queue de cheval sans pleurs',
    'peigne|élastique|brosse|démêler|noeuds|miroir|spray|chouchou',
  ],
  [
    'ma fille mange que des pâtes et du pain',
    'légumes|fruits|goûter|assiette|poulet|bouchée|sauce|nouveau',
  ],
  [
    "qu'il arrête de grignoter entre les repas",
    'goûter|fruit|eau|horaire|faim|placard|dîner|collation',
  ],
  [
    'manger sa soupe sans en mettre partout',
    'cuillère|bol|serviette|bavoir|souffler|assis|doucement|pencher',
  ],
  [
    'apprendre à couper sa viande au couteau',
    'fourchette|morceaux|tenir|assiette|petits|entraîner|doucement|scier',
  ],
  [
    'elle fait encore caca dans sa couche',
    "pot|toilettes|asseoir|essuyer|chasse d'eau|routine|autocollant|réducteur",
  ],
  ['il veut plus de couche pour dormir', 'pipi|toilettes|lit|boire|alèse|pot|nuit|veilleuse'],
  [
    "tirer la chasse et baisser l'abattant",
    'toilettes|lunette|bouton|laver les mains|savon|papier|couvercle|wc',
  ],
  [
    'prendre une douche au lieu du bain',
    'eau|shampooing|savon|serviette|température|tête|rincer|pommeau',
  ],
  [
    'bien se laver derrière les oreilles',
    'savon|gant de toilette|serviette|sécher|eau|cou|bain|rincer',
  ],
  [
    "mettre son pyjama et choisir l'histoire avant 20h",
    'bain|dents|lit|livre|lumière|lire|câlin|rituel',
  ],
  [
    'le coucher prend deux heures chaque soir',
    'rituel|bain|histoire|dents|lumière|pyjama|lit|horaire',
  ],
  [
    'il sort de sa chambre 10 fois apres avoir éteint la lumière',
    'lit|porte|récompense|tableau|veilleuse|histoire|retourner|calme',
  ],
  [
    'ranger la salle de jeux avant que mamie arrive',
    'jouets|boîtes|panier|étagère|livres|sol|minuteur|bacs',
  ],
  [
    "il veut m'aider à faire le souper le vendredi",
    'mélanger|laver|légumes|tablier|cuillère|saladier|four|mesurer',
  ],
  [
    'éplucher les patates et les carottes avec moi',
    'économe|saladier|laver|eau|épluchures|poubelle|attention|couper',
  ],
  [
    "ranger ses habits propres dans l'armoire",
    'chaussettes|t-shirts|pantalons|plier|tiroir|cintres|culottes|étagère',
  ],
  [
    'donner à manger aux lapins et changer leur eau',
    'foin|granulés|biberon|carotte|clapier|nettoyer|légumes|gamelle',
  ],
  [
    "s'occuper de notre nouveau chaton",
    'croquettes|litière|eau|jouer|caresser|doux|panier|gamelle',
  ],
  [
    'faire le tour du pâté de maisons avec le chien',
    'laisse|sac|collier|trottoir|friandise|rue|crottes|promenade',
  ],
  [
    'déterrer les pommes de terre au potager avec papi',
    'bêche|fourche|sol|seau|bottes|gants|laver|panier',
  ],
  [
    'faire pousser du cresson sur du coton',
    'graines|eau|pot|fenêtre|lumière|arroser|vaporisateur|coquille',
  ],
  [
    'il tape quand il perd à un jeu',
    'respirer|calme|colère|mots|émotions|compter|câlin|coin calme',
  ],
  ['ma fille pleure pour un rien', 'émotions|câlin|mots|calme|respirer|parler|triste|sentiments'],
  [
    'il claque les portes quand il est fâché',
    'colère|calme|respirer|mots|compter|émotions|coussin|chambre',
  ],
  [
    'mes deux garçons se battent pour passer en premier',
    'tour|pièce|juste|tableau|minuteur|accord|partager|calendrier',
  ],
  ['bien jouer avec ses cousins à noël', 'partager|tour|jouets|jeu|gentil|pardon|ensemble|doux'],
  [
    'être gentille avec la nouvelle de sa classe',
    'bonjour|prénom|jouer|partager|inviter|sourire|copine|récré',
  ],
  ["s'habituer à sa maman de jour", 'visite|au revoir|photo|doudou|rituel|câlin|chercher|parler'],
  [
    'préparer ses chaussures et son cartable pour le lendemain',
    'entrée|manteau|cahier|gourde|veille|porte-manteau|goûter|trousse',
  ],
  ['savoir lire son prénom', 'lettres|alphabet|syllabes|cartes|écrire|montrer|entraîner|étiquette'],
  [
    'écrire les lettres en majuscules',
    'crayon|repasser|lignes|papier|alphabet|entraîner|copier|cahier',
  ],
  [
    'compter 10 raisins pour son goûter',
    'nombres|chiffres|dix|montrer|assiette|doigts|toucher|bol',
  ],
  [
    "il écrit ses chiffres à l'envers",
    'crayon|repasser|entraîner|papier|copier|ligne|modèle|pointillés',
  ],
  [
    "écouter une histoire jusqu'au bout",
    'images|pages|questions|canapé|lire|personnages|calme|tourner',
  ],
  [
    'emprunter des livres à la bibliothèque le mercredi',
    'carte|étagère|rendre|lire|bibliothécaire|sac|date|choisir',
  ],
  [
    'dessiner une maison avec des fenêtres et une porte',
    'crayon|feutres|carré|triangle|toit|colorier|papier|cheminée',
  ],
  [
    'fabriquer un masque avec une assiette en carton',
    'ciseaux|colle|peinture|élastique|yeux|trous|couleurs|ficelle',
  ],
  [
    'décorer des biscuits avec du glaçage',
    'sucre|vermicelles|cuillère|bol|poche|étaler|assiette|laver les mains',
  ],
  [
    'travailler son violon cinq minutes',
    'archet|cordes|minuteur|partition|notes|pupitre|morceau|accorder',
  ],
  [
    'entraînement de foot le samedi matin',
    'crampons|protège-tibias|ballon|gourde|maillot|entraîneur|échauffement|tirer',
  ],
  [
    "nager une longueur sans s'arrêter",
    'bras|battements|respirer|jambes|piscine|flotter|maître-nageur|lunettes',
  ],
  [
    "aller au parc en trottinette et s'arrêter au coin de la rue",
    'casque|frein|pied|trottoir|attendre|regarder|guidon|voitures',
  ],
  ['jouer aux jeux de société sans tricher', 'cartes|tour|règles|pion|gagner|perdre|juste|plateau'],
  [
    "qu'elle joue seule un petit moment",
    'jouets|minuteur|kapla|dessin|puzzle|livres|choisir|minutes',
  ],
  [
    'premier voyage en avion pour voir mamie',
    'aéroport|valise|ceinture|passeport|tablette|goûter|oreilles|pilote',
  ],
  [
    'donner la main pour traverser au feu',
    'bordure|regarder|voitures|bonhomme vert|attendre|arrêter|écouter|passage piéton',
  ],
  [
    'ne pas entrer dans la cuisine quand le four est allumé',
    'chaud|brûler|porte|plaque|casserole|loin|attention|feu',
  ],
  [
    'ne pas aller près de la piscine sans un adulte',
    'eau|barrière|main|tomber|profond|bord|brassards|surveiller',
  ],
  [
    "ne pas accepter de bonbons d'un inconnu",
    "étranger|dire|sécurité|adulte|maîtresse|s'éloigner|parents|refuser",
  ],
  [
    'savoir appeler le 144 en cas de pépin',
    'téléphone|ambulance|adresse|nom|police|urgence|composer|pompiers',
  ],
  [
    'elle a un vaccin la semaine prochaine et elle est terrorisée',
    'aiguille|courageuse|bras|autocollant|infirmière|câlin|piqûre|médecin',
  ],
  [
    'premier rendez-vous chez le dentiste',
    'dents|fauteuil|miroir|ouvrir|compter|courageux|autocollant|lumière',
  ],
  [
    'il veut pas que je mette la crème pour son eczéma',
    'peau|gratter|étaler|bain|hydratante|démangeaisons|soir|doux',
  ],
  [
    'gagner son argent de poche en aidant à la maison',
    'pièces|tableau|tirelire|économiser|dépenser|euros|centimes|tâches',
  ],
  [
    'reconnaître les pièces de 1 et 2 francs',
    'centimes|compter|magasin|argent|billet|grande|payer|rappen',
  ],
  [
    'la tablette seulement après les devoirs',
    'minuteur|écran|règles|livre|limite|minutes|finir|éteindre',
  ],
  [
    'arrêter de regarder des dessins animés sur le téléphone au petit déj',
    'écran|télé|manger|table|règles|éteindre|parler|assiette',
  ],
  [
    'préparer un cadeau pour la fête des grands-mères',
    'dessin|carte|fleurs|colle|papier|emballer|poème|mamie',
  ],
  ['faire des cougnous pour noël', 'pâte|four|farine|raisins|sucre|pétrir|beurre|levure'],
  [
    "casser la marmite de l'escalade avec les cousins",
    'chocolat|massepain|chanson|plus jeune|légumes|soupe|partager|genève',
  ],
  [
    'préparer son anniversaire des 5 ans',
    'invitations|gâteau|invités|jeux|ballons|cadeaux|bougies|pochettes',
  ],
  [
    'essuyer la vaisselle avec le torchon',
    'assiettes|verres|placard|attention|couverts|égouttoir|empiler|ranger',
  ],
  [
    'préparer ses habits sur la chaise le soir',
    'pantalon|pull|chaussettes|culotte|plier|demain|tee-shirt|météo',
  ],
  [
    'préparer le pique-nique pour la sortie au zoo',
    'sandwich|fruit|gourde|sac|serviette|yaourt|compote|boîte',
  ],
  [
    'attacher sa ceinture dans son rehausseur',
    'boucle|clic|serrer|sangle|épaule|voiture|siège|ventre',
  ],
  ['je veux apprendre à faire la roue', 'mains|pieds|bras|tapis|jambes|équilibre|herbe|tourner'],
  [
    'est-ce que je peux avoir un poisson rouge',
    'aquarium|bocal|nourriture|eau|nettoyer|nourrir|animalerie|filtre',
  ],
  ['faire un fort dans la neige', 'pelle|blocs|mitaines|tuque|bottes|murs|construire|bacs'],
  [
    'ranger ses bottes et ses mitaines en rentrant de la garderie',
    'tapis|crochet|sécher|tuque|habit de neige|casier|entrée|calorifère',
  ],
  [
    'il veut pas porter son casque de vélo',
    'tête|attacher|sangle|chute|sécurité|régler|choisir|autocollants',
  ],
];
