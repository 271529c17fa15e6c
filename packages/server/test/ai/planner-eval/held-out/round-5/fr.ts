import type { EvalCase } from '../../types';

/**
 * Held-out round 5, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent), each
 * with the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-27 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const frHeldOut: EvalCase[] = [
  [
    'se brosser les dents matin et soir',
    'brosse à dents|dentifrice|cracher|rincer|lavabo|deux minutes|sablier',
  ],
  [
    "apprendre a s'essuyer tout seul aux toilettes",
    "papier|chasse d'eau|tirer la chasse|savon|se laver les mains|de l'avant vers l'arrière",
  ],
  ['mettre ses chaussures au bon pied', 'gauche|droite|gommette|scratch|talon|boucle'],
  ["s'habiller seul pour l'école", 'tee-shirt|pantalon|chaussettes|culotte|slip|pull|gilet'],
  ['préparer ses habits la veille', 'chaise|tiroir|météo|pantalon|chaussettes|armoire|tee-shirt'],
  [
    "accrocher son blouson au portemanteau en rentrant de l'école",
    'crochet|patère|cintre|entrée|capuche|chaussons',
  ],
  ['manger avec un couteau et une fourchette', 'couper|morceaux|piquer|assiette|tenir|viande'],
  [
    'rester à table jusqu’à la fin du repas',
    'chaise|assiette|attendre|parler|dessert|permission|sortir de table',
  ],
  ['goûter un nouveau légume', 'bouchée|assiette|cuillère|carotte|brocoli|gommette|petit morceau'],
  ['se servir de l’eau sans en renverser', 'carafe|verre|doucement|deux mains|moitié|pichet'],
  ['dire s’il te plaît et merci à table', 'mot magique|passer|pain|sel|demander|sourire'],
  [
    'débarrasser son assiette et son verre après le dîner',
    'évier|lave-vaisselle|poubelle|restes|cuisine|plan de travail|porter',
  ],
  ['ranger les playmobils avant le bain', 'caisse|boîte|bac|sol|trier|couvercle|étagère'],
  [
    'mettre ses habits sales dans le panier à linge',
    'chaussettes|pyjama|salle de bain|sol|à l’endroit|machine à laver',
  ],
  [
    'aider papa à étendre la lessive',
    'pinces|étendoir|fil|secouer|chaussettes|tee-shirt|panier|linge',
  ],
  ['arroser les plantes de la terrasse', 'arrosoir|eau|terre|feuilles|pot|tuyau'],
  ['remplir la gamelle du chat tous les matins', 'croquettes|bol|eau|pâtée|sachet|dose|doseur'],
  ['promener le chien avec mamie au parc', 'laisse|collier|sac|crottes|friandise|balle'],
  ['nettoyer la cage du cochon d’inde', 'litière|foin|copeaux|biberon|gants|poubelle|carotte'],
  ['planter des graines de radis', 'terre|trou|arroser|soleil|pot|pousser|rang|potager'],
  [
    'ramasser des feuilles mortes en forêt',
    'panier|sac|glands|marrons|écorce|pommes de pin|couleurs',
  ],
  ['savoir quel jour on est', 'lundi|mardi|dimanche|chanson|calendrier|week-end|demain|hier'],
  ['ecrire son prenom', 'lettres|crayon|majuscule|pointillés|repasser|papier|modèle'],
  ["compter jusqu'à trente", 'doigts|dizaine|dix|vingt|nombres|objets|escaliers'],
  [
    'connaître le numéro de maman par coeur',
    'chiffres|chanson|répéter|carte|urgence|téléphone|appeler',
  ],
  ["reconnaitre les lettres de l'alphabet", 'chanson|abécédaire|cartes|son|majuscule|magnétiques'],
  [
    'lire une histoire à son petit frère',
    'page|images|syllabes|mots|canapé|livre|montrer du doigt',
  ],
  [
    'faire ses devoirs sans rechigner',
    'bureau|crayon|gomme|pause|cahier|cartable|minuteur|trousse',
  ],
  ['reconnaître les chiffres de 1 à 10', 'compter|doigts|cartes|objets|dix|jeu de l’oie|dominos'],
  ['découper en suivant le trait', 'ciseaux|papier|pouce|ouvrir|fermer|pointe|doucement'],
  [
    'faire une carte pour la fête des pères',
    'feuille|plier|feutres|gommettes|colle|cœur|dessin|enveloppe',
  ],
  ['peindre avec de la gouache', 'pinceau|eau|pot|tablier|journal|papier|palette|rincer'],
  ['faire une tour en kapla', 'planchettes|base|équilibre|empiler|haut|doucement|croiser'],
  [
    'construire une cabane dans le salon',
    'chaises|couvertures|draps|coussins|pinces|lampe de poche|canapé',
  ],
  ['jouer du piano dix minutes par jour', 'touches|doigts|notes|minuteur|morceau|partition|gamme'],
  ['apprendre à sauter à la corde', 'pieds|tourner|compter|rythme|bras|joints|poignées'],
  [
    'faire du vélo sans les petites roues',
    'pédaler|pédale|équilibre|casque|freiner|frein|guidon|pousser',
  ],
  ['mettre la tête sous l’eau à la piscine', 'bulles|souffler|lunettes|air|nez|respirer|retenir'],
  ['faire la planche', 'bras|étoile|ventre|oreilles|détendre|frite|eau|piscine'],
  ['jouer au foot avec les copains', 'ballon|but|passe|tirer|équipe|cage|shooter'],
  ['grimper sur la structure du parc', 'mains|pieds|tenir|barreaux|échelle|doucement|accrocher'],
  ['se calmer quand il est en colère', 'respirer|souffler|compter|câlin|coin|doudou|coussin|boire'],
  ['ne plus taper sa soeur', 'mains|mots|colère|stop|dire|s’éloigner|respirer|pardon'],
  [
    'ne pas pleurer en arrivant à la crèche',
    'câlin|bisou|au revoir|maîtresse|doudou|photo|rituel|fenêtre',
  ],
  ['prêter ses jouets à son cousin', 'tour|chacun son tour|sablier|échanger|ensemble|demander'],
  ['se faire des copains au square', 'bonjour|prénom|jouer|demander|toboggan|ballon|sourire'],
  ['dire bonjour aux voisins', 'sourire|regarder|main|prénom|au revoir|coucou'],
  ["s'excuser quand il fait mal à quelqu'un", 'pardon|désolé|câlin|yeux|ça va|pansement|bisou'],
  ['aider à ranger les courses', 'frigo|placard|sacs|congélateur|fruits|étagère|boîtes'],
  ['faire un gâteau au chocolat avec papi', 'farine|œufs|beurre|sucre|saladier|four|moule|fouet'],
  [
    'préparer son goûter tout seul',
    'pain|confiture|compote|beurre|couteau|assiette|fruit|biscuits',
  ],
  ['laver la voiture avec papa', 'éponge|seau|savon|tuyau|mousse|rincer|sécher|chiffon'],
  ['se lever quand le réveil sonne', 's’étirer|volets|rideaux|lumière|toilettes|chaussons|habits'],
  [
    'routine du matin sans crier',
    'tableau|images|liste|toilettes|dents|s’habiller|petit déjeuner|chaussures',
  ],
  [
    'éteindre la tablette quand le minuteur sonne',
    'écran|prévenir|cinq minutes|charger|étagère|sablier|bouton',
  ],
  ['moins de dessins animés', 'télé|télécommande|écran|horaire|jouer|éteindre|épisode'],
  [
    'donner la main dans le parking',
    'voitures|regarder|rester près|marche arrière|trottoir|phares',
  ],
  [
    'traverser la rue sur le passage piéton',
    'feu|bonhomme vert|regarder|gauche|droite|voitures|trottoir|main',
  ],
  [
    'savoir quoi faire si on se perd au supermarché',
    'caisse|caissière|vendeur|rester|ne pas bouger|prénom|numéro|badge',
  ],
  [
    "ne jamais suivre quelqu'un qu'on ne connaît pas",
    'crier|mot de passe|inconnu|police|courir|secret',
  ],
  [
    'ne plus avoir peur du dentiste pour le contrôle',
    'fauteuil|miroir|ouvrir|bouche|lumière|dents|courageux|compter',
  ],
  [
    'prendre son sirop sans faire d’histoires',
    'cuillère|pipette|seringue|jus|gommette|goût|avaler|dose',
  ],
  [
    'mettre de la crème solaire avant de jouer dehors',
    'chapeau|casquette|visage|nez|bras|ombre|étaler|soleil',
  ],
  ['plus de couche la nuit', 'toilettes|pot|pipi|avant de dormir|drap|matelas|alèse|sec'],
  [
    "s'endormir sans maman à côté",
    'doudou|veilleuse|histoire|câlin|berceuse|porte|lumière|couverture',
  ],
  [
    "emballer le cadeau d'anniversaire de son copain",
    'papier|scotch|ciseaux|plier|ruban|étiquette|carte|nœud',
  ],
  ['décorer le sapin de noël', 'boules|guirlande|étoile|lumières|crochets|ange'],
  ['préparer son sac pour la plage', 'serviette|maillot|seau|pelle|crème solaire|chapeau|goûter'],
  [
    'être patient pendant le long trajet en voiture',
    'jeux|chansons|livre|goûter|pause|fenêtre|siège|livre audio',
  ],
  ['choisir les fruits au marché', 'pommes|bananes|sac|panier|balance|mûr|payer|peser'],
];
