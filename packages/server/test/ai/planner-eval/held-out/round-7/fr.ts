import type { EvalCase } from '../../types';

/**
 * Held-out round 7, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent, words
 * of Belgium, Switzerland and Québec), many of them kinds of goal the earlier rounds did not
 * hold (poux, Ventoline, cache-œil, avion, poules, limonade), each with the words a relevant plan
 * names beyond the goal's own (relevance.ts), decided when the goal was written. Written on
 * 2026-11-27 without reading the planner's library or matcher, committed before any library
 * change it may prompt, and never edited: a later round adds a new directory.
 */
export const frHeldOut: EvalCase[] = [
  [
    'couper les ongles sans hurler',
    'pince|ciseaux|lime|doigts|orteils|serviette|histoire|autocollant',
  ],
  [
    "cracher le dentifrice au lieu de l'avaler",
    'lavabo|rincer|gobelet|eau|brosse|bouche|petit pois',
  ],
  [
    'rester tranquille pour le peigne anti-poux',
    'lentes|après-shampoing|serviette|cheveux|shampoing|mèche|oeufs',
  ],
  [
    "garder ses lunettes toute la journée à l'école",
    'étui|chiffon|verres|nez|oreilles|nettoyer|monture',
  ],
  [
    "prendre sa ventoline avec la chambre d'inhalation",
    'bouffée|respirer|masque|secouer|embout|asthme|appuyer|lentement',
  ],
  ['mettre ses bottes de pluie tout seul', 'chaussettes|talon|tirer|pied|flaques|gauche|droite'],
  [
    'mettre sa tuque et ses mitaines avant de sortir',
    'pouces|doigts|manteau|froid|foulard|cache-cou|habit de neige|oreilles',
  ],
  [
    'essuyer quand il renverse son verre',
    'éponge|loque|torchon|essuie-tout|serpillière|panosse|sol|sécher',
  ],
  ['éplucher sa banane et sa clémentine', 'peau|quartiers|pépins|poubelle|doigts|haut|tirer'],
  ['faire un smoothie pour le déjeuner', 'banane|fraises|mixeur|blender|yaourt|lait|paille|verre'],
  ['manger avec des baguettes au resto', 'doigts|pince|pouce|riz|nouilles|bol|serviette'],
  [
    'mettre les bouteilles au recyclage',
    'plastique|verre|carton|canettes|rincer|bac|conteneur|jaune',
  ],
  ["nettoyer l'aquarium avec papa", 'seau|gravier|épuisette|filtre|vitre|éponge|eau|poissons'],
  ['faire sortir les poules le matin', 'poulailler|porte|grain|maïs|eau|oeufs|enclos|renard'],
  [
    'ramasser les crottes du chien en promenade',
    'sac|sachet|poubelle|laisse|noeud|cornet|trottoir',
  ],
  ['donner un bain au chien', 'shampoing|serviette|seau|tuyau|rincer|collier|sécher|secouer'],
  [
    'brosser le chat sans lui tirer les poils',
    'peigne|dos|queue|ronronne|friandise|noeuds|doucement',
  ],
  [
    'remplir la mangeoire des oiseaux en hiver',
    'graines|boules de graisse|accrocher|arbre|branche|rouge-gorge|fenêtre|mésange',
  ],
  ['planter un pommier avec papi', 'trou|creuser|pelle|terre|racines|arroser|tuteur|compost'],
  ['faire un bonhomme de neige', 'boule|rouler|carotte|nez|écharpe|cailloux|yeux|gants|branches'],
  ['faire voler un cerf-volant a la plage', 'ficelle|vent|courir|queue|bobine|ciel|tenir'],
  [
    "j'ai envie d'apprendre le roller",
    'casque|genouillères|coudières|protège-poignets|genoux|freiner|glisser|tomber',
  ],
  [
    'perdre aux petits chevaux sans faire de crise',
    'lancer|tour|gagner|bravo|respirer|règles|pions|revanche',
  ],
  [
    'se réconcilier avec sa copine apres une dispute',
    'pardon|câlin|émotions|écouter|partager|jouer|parler|excuses',
  ],
  ['ne plus dire de gros mots', 'vilains|pardon|gentil|remplacer|calme|ignorer|poli'],
  [
    'dire la vérité même quand il a cassé quelque chose',
    'honnête|pardon|réparer|courageux|mensonge|erreur|colle',
  ],
  [
    'arrêter de mordre les autres à la garderie',
    'dents|doux|mal|anneau de dentition|mots|aïe|émotions',
  ],
  [
    'rester avec la gardienne sans pleurer',
    'au revoir|câlin|bisou|jeux|histoire|revenir|fenêtre|coucher',
  ],
  [
    'premiere nuit chez papy et mamie',
    'pyjama|brosse à dents|doudou|sac|oreiller|téléphone|veilleuse|valise',
  ],
  [
    'temps calme dans sa chambre apres le diner',
    'livres|minuteur|puzzle|repos|coussin|couverture|histoire audio|sieste',
  ],
  [
    "qu'il ne nous réveille plus a 5h du matin",
    'lumière|vert|livres|chuchoter|doudou|dormir|horloge',
  ],
  [
    'elle fait des cauchemars et ne se rendort pas',
    'câlin|rêve|parler|veilleuse|doudou|eau|couverture|respirer',
  ],
  ['savoir appeler le 112', 'ambulance|pompiers|police|téléphone|urgence|adresse|nom|natel'],
  ['ne jamais toucher le four', 'chaud|brûler|plaque|cuisine|gants|aïe|vapeur|porte'],
  [
    'ne pas ouvrir la porte aux inconnus',
    'sonnette|frapper|adulte|fenêtre|judas|demander|clé|papa',
  ],
  [
    'mettre son gilet de sauvetage sur le bateau',
    'attacher|sangles|boucle|flotter|eau|serrer|clip|fermeture',
  ],
  [
    "préparer son sac à dos pour l'avion",
    'passeport|jouets|goûter|casque|livre|tablette|valise|billets',
  ],
  ['ne plus avoir mal au coeur en char', 'fenêtre|air|pauses|biscuits|eau|sac|horizon|arrêt'],
  [
    'être sage à la bibliothèque',
    'chuchoter|livres|voix|silence|bibliothécaire|asseoir|carte|emprunter',
  ],
  [
    'rester tranquille au mariage de tata',
    'silence|chuchoter|mariée|goûter|livre|autocollants|applaudir|église',
  ],
  ['aller au cinéma pour la première fois', 'billet|pop-corn|siège|noir|écran|film|bruit|fauteuil'],
  ['jouer du ukulélé', 'gratter|cordes|accord|doigts|accorder|chanson|frette'],
  [
    "apprendre la danse pour le spectacle de fin d'année",
    'musique|pas|costume|scène|miroir|tourner|applaudir|révérence',
  ],
  [
    'faire une mangeoire avec une pomme de pin',
    'beurre de cacahuète|saindoux|graines|ficelle|accrocher|arbre|branche|oiseaux',
  ],
  ['faire du slime avec sa copine', 'colle|activateur|bol|mélanger|colorant|paillettes|lessive'],
  [
    'creuser une citrouille pour halloween',
    'cuillère|graines|couteau|bougie|visage|yeux|couvercle|bouche',
  ],
  [
    'chasse aux oeufs de pâques dans le jardin',
    'panier|cacher|indices|chocolat|buissons|lapin|cloches|trouver',
  ],
  [
    'vendre de la limonade devant la maison',
    'citrons|sucre|carafe|gobelets|pancarte|table|prix|pièces',
  ],
  [
    "dépenser l'argent de son anniversaire au magasin de jouets",
    'choisir|prix|pièces|billets|caisse|monnaie|porte-monnaie|tirelire',
  ],
  [
    'appel video avec mamie le dimanche',
    'téléphone|tablette|écran|coucou|caméra|ordinateur|natel|raconter',
  ],
  [
    'pas de GSM à table pour personne',
    'panier|boîte|cuisine|parler|éteindre|silencieux|chargeur|conversation',
  ],
  [
    'se faire vacciner contre la grippe sans crise',
    'infirmière|bras|manche|autocollant|respirer|serrer|piqûre|pansement',
  ],
  [
    'se laisser prendre la température',
    'thermomètre|fièvre|aisselle|oreille|bip|front|degrés|immobile',
  ],
  [
    'porter son cache-oeil deux heures par jour',
    'autocollants|lunettes|tableau|récompense|minuteur|orthoptiste|puzzle|ophtalmo',
  ],
  [
    'construire la voiture lego avec la notice',
    'livret|images|pages|pièces|roues|étapes|briques|trier',
  ],
  [
    "mettre sa dent sous l'oreiller pour la petite souris",
    'pièce|enveloppe|mot|lit|trou|argent|boîte|dormir',
  ],
  [
    "prendre le bus pour aller à l'école",
    'arrêt|ticket|carte|chauffeur|siège|bouton|barre|abonnement',
  ],
  [
    'aller aux toilettes au centre commercial',
    "verrou|porte|chasse d'eau|lunette|papier|savon|sèche-mains|laver",
  ],
  ["avaler un comprimé avec de l'eau", 'gorgée|langue|tête|yaourt|médicament|bouche|compote'],
  [
    'jaloux de sa petite soeur qui vient de naître',
    'moment à deux|câlin|émotions|parler|grand frère|jouer|maman|bébé',
  ],
  [
    'parler de notre chien qui est mort',
    'triste|photo|souvenirs|pleurer|câlin|émotions|jardin|boîte',
  ],
  ['laver les vitres avec papa', 'seau|éponge|raclette|chiffon|spray|eau|sécher|fenêtres'],
  [
    "passer l'aspirateur dans sa chambre",
    'prise|sol|tapis|sous le lit|jouets|embout|bouton|brancher',
  ],
  [
    'sortir les poubelles le soir du ramassage',
    'sac|fermer|couvercle|conteneur|trottoir|tri|camion|noeud',
  ],
  ['faire un château de sable', 'seau|pelle|mouillé|eau|douves|coquillages|drapeau|moule'],
  [
    "apprendre les mois de l'année",
    'janvier|février|décembre|chanson|calendrier|anniversaire|saisons|été',
  ],
  [
    'reconnaître les pièces de monnaie',
    'euro|centimes|franc|taille|couleur|tirelire|cinquante|vingt',
  ],
  [
    'être doux avec le nouveau chiot',
    'caresser|doucement|oreilles|queue|tirer|friandise|calme|assis',
  ],
  [
    'rester près de nous au zoo',
    'plan|animaux|point de rendez-vous|perdu|poussette|panneaux|enclos',
  ],
  [
    'aller glisser en traîne sauvage',
    'colline|casque|pente|neige|habit de neige|mitaines|freiner|corde',
  ],
];
