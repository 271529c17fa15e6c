import type { EvalCase } from '../../types';

/**
 * Held-out round 2, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * types them (short phrases, accents sometimes left out, the odd spelling slip), each with the
 * words a relevant plan names beyond the goal's own (relevance.ts). Written on 2026-11-26 before
 * the library change it judges, without reading the library's keywords, and never edited: a later
 * round adds a new directory.
 */
export const frHeldOut: EvalCase[] = [
  [
    'se brosser les dent',
    'brosse à dents|dentifrice|cracher|rincer|deux minutes|chanson|gobelet|molaires',
  ],
  [
    "s'habiller tout seul",
    'chaussettes|pantalon|culotte|slip|t-shirt|tee-shirt|pull|boutons|fermeture|gilet|vêtements',
  ],
  ['mettre ses chaussures', 'scratch|velcro|talon|pied|droit|gauche|chaussettes|assis|boucle'],
  ['faire ses lacets', 'boucle|nœud|noeud|oreilles|lapin|croiser|serrer|tirer'],
  ['rangé ses jouets', 'boîte|caisse|panier|coffre|étagère|sol|cubes|peluches|bac|place'],
  ['ranger sa chambre', 'lit|sol|linge|jouets|boîte|panier|étagère|livres|tiroir|coffre'],
  ['faire son lit', 'couette|oreiller|drap|couverture|doudou|tirer|lisser|plaid'],
  ['se laver les mains', 'savon|rincer|serviette|mousse|frotter|doigts|robinet|sécher'],
  ['devenir propre', 'pot|toilettes|wc|culotte|slip|pipi|caca|chasse|papier|autocollant|couche'],
  [
    'plus de pipi au lit',
    'toilettes|pot|boire|avant de dormir|veilleuse|autocollant|draps|alèse|réveil',
  ],
  [
    'manger des légumes',
    'carotte|brocoli|petits pois|haricots|goûter|bouchée|assiette|fourchette|cuillère',
  ],
  [
    'goûter de nouveaux aliments',
    'bouchée|sentir|assiette|fourchette|cuillère|petit morceau|mâcher|lécher|miam',
  ],
  ["boire plus d'eau", 'verre|gourde|gorgée|carafe|robinet|bouteille|remplir|tasse'],
  ['mettre le couvert', 'assiette|fourchette|couteau|cuillère|verre|serviette|nappe|set de table'],
  [
    'débarrasser la table',
    'assiette|évier|cuisine|lave-vaisselle|verres|couverts|éponge|miettes|plateau',
  ],
  [
    'vider le lave-vaisselle',
    'couverts|cuillères|fourchettes|verres|assiettes|tiroir|placard|trier|panier',
  ],
  ['nourrir le lapin', 'foin|granulés|carotte|gamelle|eau|biberon|cage|clapier|litière|légumes'],
  ['promener le chien', 'laisse|collier|harnais|sac|crottes|friandise|parc|caca'],
  [
    "s'occuper du poisson rouge",
    'aquarium|bocal|paillettes|nourriture|pincée|eau|filtre|épuisette',
  ],
  [
    'arroser les tomates du jardin',
    'arrosoir|tuyau|terre|racines|remplir|verser|feuilles|doucement|pied',
  ],
  ['planter des graines', 'pot|terre|trou|arroser|arrosoir|soleil|doigt|recouvrir|pousser|germer'],
  [
    'lire une histoire tous les soirs',
    'livre|page|pages|images|lit|couverture|bibliothèque|marque-page|à voix haute',
  ],
  ["s'entrainer à lire", 'livre|lettres|syllabes|mots|page|à voix haute|doigt|histoire|sons|son'],
  ['connaître ses lettres', 'alphabet|chanson|son|sons|cartes|écrire|majuscule|tracer|abécédaire'],
  ['écrire son prénom', 'crayon|lettres|papier|tracer|pointillés|majuscule|ligne|feutre|modèle'],
  [
    "compter jusqu'à 20",
    'doigts|chiffres|nombres|cubes|à voix haute|un|dix|marches|perles|boutons',
  ],
  ['apprendre les couleurs', 'rouge|bleu|vert|jaune|crayons|peinture|arc-en-ciel|trier'],
  ['apprendre les formes', 'cercle|rond|carré|triangle|rectangle|étoile|côtés|coins|dessiner'],
  [
    "lire l'heure",
    'horloge|montre|aiguilles|aiguille|grande aiguille|petite aiguille|pile|et demie|minutes|chiffres',
  ],
  [
    'apprendre le numéro de téléphone de papa',
    'chiffres|chanson|répéter|carte|mémoriser|appeler|par cœur|par coeur',
  ],
  [
    'enlever les petites roues',
    'casque|pédale|pédales|équilibre|frein|guidon|pousser|vélo|draisienne',
  ],
  [
    'nager sans brassards',
    'piscine|battements|jambes|bras|flotter|lunettes|bulles|frite|planche|respirer',
  ],
  ['attraper un ballon', 'mains|regarder|rebondir|bras|doux|deux mains|yeux|lancer'],
  [
    "aller à l'école en trottinette",
    'casque|pied|pousser|frein|guidon|équilibre|trottoir|genouillères',
  ],
  ['jouer à la marelle', 'craie|caillou|cases|chiffres|cloche-pied|un pied|sauter|dessiner|ciel'],
  [
    'utiliser des ciseaux',
    'papier|trait|ligne|découper|pouce|doigts|attention|colle|ouvrir|fermer|pointe',
  ],
  ['faire un puzzle', 'pièces|bords|coins|image|boîte|emboîter|couleurs|table'],
  ['travailler le piano', 'touches|notes|doigts|morceau|gamme|mains|minutes|professeur|partition'],
  [
    'être gentil avec sa petite soeur',
    'partager|câlin|jouet|aider|tour|jouer|doux|sourire|doucement',
  ],
  [
    'prêter ses jouets',
    'tour|chacun son tour|attendre|demander|jouer ensemble|échanger|donner|minuteur',
  ],
  [
    'ne plus taper quand il est en colère',
    'respirer|respire|compter|calme|mots|émotions|câlin|coussin|éloigner|dire|coin',
  ],
  ['se calmer', 'respirer|respiration|compter|coin|câlin|doudou|eau|émotions|serrer|souffler'],
  ['dire bonjour et merci', 'politesse|poli|sourire|regarder|cadeau|table|aide|au revoir|voisin'],
  ['attendre son tour', 'file|queue|minuteur|compter|patience|suivant|jeu|toboggan|sablier'],
  ['ne pas couper la parole', 'attendre|main|pardon|écouter|finir|parler|tour|toucher|lever'],
  [
    'accrocher son manteau',
    'cintre|crochet|patère|portemanteau|placard|fermeture|manche|entrée|couloir',
  ],
  [
    'préparer son cartable',
    'goûter|gourde|cahier|trousse|livre|doudou|classeur|devoirs|casquette|pochette',
  ],
  [
    'routine du matin',
    'petit-déjeuner|petit déjeuner|dents|brosse|habiller|vêtements|visage|coiffer|chaussures|lit|toilettes',
  ],
  [
    'prendre son bain sans pleurer',
    'shampoing|savon|serviette|mousse|jouets|eau|rincer|gobelet|cheveux|gant',
  ],
  ['se moucher', 'mouchoir|poubelle|laver les mains|souffler|nez|narine|un côté'],
  [
    'mettre le linge sale dans le panier',
    'chaussettes|pyjama|t-shirt|culotte|slip|endroit|sol|salle de bain|machine',
  ],
  ['assortir les chaussettes', 'paire|paires|pareil|couleur|motif|plier|rouler|tiroir|pile|tas'],
  [
    'ranger les courses',
    'frigo|réfrigérateur|placard|sac|congélateur|fruits|légumes|boîtes|étagère|trier',
  ],
  [
    'faire des gâteaux avec mamie',
    'farine|sucre|beurre|œuf|oeuf|saladier|mélanger|cuillère|moule|four|pâte|plaque',
  ],
  [
    'se faire une tartine',
    'pain|beurre|couteau|étaler|confiture|assiette|tranche|chocolat|pâte à tartiner',
  ],
  [
    'se servir à boire tout seul',
    'verre|carafe|doucement|deux mains|bouteille|remplir|table|renverser|gobelet',
  ],
  ['économiser dans sa tirelire', 'pièces|pièce|compter|argent|jouet|bocal|euros|cochon'],
  [
    "moins d'écrans",
    'minuteur|minutes|tablette|télé|télévision|éteindre|alarme|jouer|dehors|livre|téléphone',
  ],
  [
    'dormir dans son lit toute la nuit',
    'doudou|veilleuse|histoire|couverture|câlin|autocollant|noir|porte|tableau',
  ],
  [
    'aller chez le dentiste sans peur',
    'fauteuil|bouche|ouvrir|dents|miroir|compter|autocollant|main|respirer|brosse',
  ],
  [
    'rentrée en maternelle',
    'maîtresse|classe|copains|amis|cartable|doudou|câlin|au revoir|prénom|portemanteau',
  ],
  [
    'se faire des copains',
    'bonjour|prénom|demander|jouer|sourire|partager|ensemble|jeu|toboggan|balançoire',
  ],
  [
    'trier les déchets',
    'poubelle|jaune|bac|bouteille|papier|carton|plastique|verre|conserve|rincer|recyclage',
  ],
  ['aider à laver la voiture', 'seau|éponge|savon|tuyau|eau|roues|sécher|chiffon|mousse'],
  ['passer le balai', 'balayette|pelle|tas|poubelle|miettes|coins|ramasser'],
  [
    'traverser la rue',
    'regarder|gauche|droite|main|feu|bonhomme vert|passage piéton|trottoir|voitures|arrêter',
  ],
  [
    'mettre de la crème solaire',
    'visage|bras|nez|oreilles|casquette|chapeau|étaler|cou|jambes|tube',
  ],
  [
    'etre poli a table',
    'assis|chaise|bouche fermée|serviette|fourchette|couteau|merci|demander|attendre|coudes',
  ],
];
