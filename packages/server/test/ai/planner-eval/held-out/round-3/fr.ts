import type { EvalCase } from '../../types';

/**
 * Held-out round 3, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, missing accents, the odd typo), each
 * with the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-26 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const frHeldOut: EvalCase[] = [
  [
    'se brosser les dents sans râler',
    'brosse|dentifrice|cracher|rincer|deux minutes|sablier|chanson|molaires',
  ],
  [
    "se préparer pour l'école le matin",
    'cartable|chaussures|manteau|petit déjeuner|habiller|vêtements|dents|coiffer|blouson|sac',
  ],
  [
    "qu'il s'habille sans qu'on l'aide",
    'chaussettes|pantalon|tee-shirt|culotte|slip|pull|boutons|fermeture|chaussures|vêtements',
  ],
  [
    'jeter ses vêtements sales dans le bac à linge',
    'machine à laver|chaussettes|pyjama|sol|panier|tee-shirt|culotte',
  ],
  ['donner à manger au chien', 'gamelle|croquettes|bol|eau|écuelle|pâtée|mesure'],
  ['arroser les fleurs du jardin', 'arrosoir|eau|terre|pot|feuilles|robinet|remplir|verser|tuyau'],
  [
    'connaître toutes les lettres',
    'alphabet|chanson|abc|cartes|livre|sons|montrer|chanter|affiche',
  ],
  [
    'savoir compter jusqu a 20 sans se tromper',
    'nombres|chiffres|doigts|dix|cubes|perles|à voix haute|marches',
  ],
  [
    'écrire son prénom en majuscules',
    'lettres|crayon|papier|tracer|pointillés|feutre|première lettre|modèle',
  ],
  [
    "dire s'il te plait et merci",
    'poli|politesse|demander|gentil|sourire|mots magiques|quand on te donne',
  ],
  [
    'prêter ses jouets à sa soeur',
    'tour|chacun son tour|attendre|jouer ensemble|partager|demander|échanger|minuteur',
  ],
  [
    'ne pas taper quand il est en colère',
    'respirer|respiration|compter|mots|mains|dire|calme|coussin|câlin|taper des pieds',
  ],
  [
    'se calmer quand il est énervé',
    'respirer|respiration|compter|câlin|coin|doudou|couverture|émotions|eau',
  ],
  [
    'enlever les petites roues du vélo',
    'casque|pédales|pédaler|équilibre|pousser|freiner|guidon|regarder devant',
  ],
  [
    'nager sans les brassards cet été',
    'battements|jambes|flotter|bras|piscine|lunettes|bulles|respirer|frite|planche',
  ],
  [
    'ne plus venir dans notre lit la nuit',
    'pyjama|histoire|lumière|veilleuse|doudou|câlin|oreiller|couverture|bisou|bonne nuit',
  ],
  [
    'arrêter la tétine',
    'petite souris|fée|cadeau|boîte|dire au revoir|doudou|autocollant|sucette|échanger',
  ],
  [
    'aider à mettre le couvert',
    'assiettes|fourchettes|couteaux|cuillères|verres|serviettes|nappe|chaises|table',
  ],
  ["s'occuper du lapin", 'foin|carottes|biberon|clapier|cage|paille|granulés|brosser|caresser|eau'],
  ['ranger les legos', 'boîte|bac|caisse|pièces|sol|trier|couleurs|couvercle|étagère'],
  [
    'accrocher son manteau en rentrant',
    'portemanteau|crochet|cintre|chaussures|cartable|entrée|porte|patère',
  ],
  [
    'ranger ses chaussures',
    'meuble à chaussures|étagère|placard|paire|entrée|porte|côte à côte|panier',
  ],
  ['aider à étendre le linge', 'pinces|fil|étendoir|chaussettes|panier|secouer|tee-shirts|machine'],
  ['trier les chaussettes', 'paire|pareil|couleur|plier|tiroir|tas|panier|rouler'],
  [
    'prendre son bain sans histoires',
    'eau|savon|shampoing|serviette|gant|canard|jouets|rincer|mousse|baignoire',
  ],
  [
    'se laver les cheveux',
    'shampoing|rincer|verre|serviette|lever la tête|yeux|mousse|eau|masser|sécher',
  ],
  ['mettre son pyjama tout seul', 'haut|bas|boutons|bras|jambes|tête|manches|plier|vêtements'],
  ['fermer son manteau', 'fermeture éclair|zip|boutons|manches|capuche|remonter|accrocher|bouton'],
  [
    'manger avec couteau et fourchette',
    'couper|assiette|petits morceaux|tenir|viande|mâcher|cuillère|serviette|piquer',
  ],
  [
    "rester assis à table jusqu'à la fin du repas",
    'chaise|attendre|assiette|parler|permission|famille|dessert|fesses',
  ],
  ['boire au verre sans renverser', 'deux mains|gorgée|doucement|petit|eau|lait|moitié|table'],
  [
    'prendre le petit dej avant les dessins animés',
    'céréales|bol|tartine|lait|cuillère|fruit|assiette|table|oeuf|pain',
  ],
  [
    'faire son cartable la veille',
    'gourde|cahier|trousse|livre|goûter|pochette|agenda|veste|chaussons',
  ],
  [
    'dire au revoir à la maternelle sans pleurer',
    'câlin|bisou|coucou|maîtresse|fenêtre|portemanteau|doudou|à ce soir|rituel',
  ],
  [
    'écouter la maîtresse',
    'oreilles|yeux|silence|assis|lever le doigt|attendre|regarder|regroupement|tapis',
  ],
  ['lever le doigt en classe', 'attendre|tour|maîtresse|silence|parler|prénom|assis|main'],
  [
    'oser aller vers les autres enfants au parc',
    'bonjour|prénom|jouer|demander|partager|sourire|inviter|ensemble|copain',
  ],
  [
    'connaître par coeur le portable de maman',
    'chiffres|comptine|répéter|carte|urgence|papa|numéro|téléphone',
  ],
  ['connaître son adresse', 'rue|numéro|ville|code postal|répéter|chanson|maison|par coeur'],
  ['rester près de moi au supermarché', 'main|chariot|caddie|perdu|marcher|à côté|rayon|panier'],
  [
    'attendre le bonhomme vert pour traverser',
    'arrêter|regarder|gauche|droite|main|trottoir|voitures|passage piéton|feu|rue',
  ],
  ['mettre son casque à vélo', 'sangle|attacher|clic|tête|boucle|menton|serrer|ajuster'],
  ['mettre un chapeau au soleil', 'casquette|crème|ombre|eau|lunettes|nuque|gourde'],
  [
    'faire dix minutes de piano',
    'touches|gamme|morceau|doigts|partition|notes|minuteur|mains|tabouret',
  ],
  ['jouer de la flûte', 'trous|doigts|souffler|doucement|notes|chanson|partition|boucher|respirer'],
  [
    'faire un dessin pour mamie',
    'papier|crayons|feutres|couleurs|enveloppe|carte|offrir|colorier|feuille',
  ],
  [
    'fabriquer une carte pour la fête des pères',
    'carton|plier|crayons|colle|gommettes|feutres|paillettes|écrire|dessiner|enveloppe|coeur',
  ],
  ['découper avec des ciseaux', 'papier|trait|ligne|tenir|pouce|ouvrir|fermer|colle|pointe'],
  [
    'faire de la peinture',
    'pinceau|eau|pot|papier|couleurs|tablier|mélanger|sécher|journal|nettoyer',
  ],
  ['jouer au ballon avec papa', 'lancer|attraper|mains|taper|tirer|rebondir|parc|but|passe'],
  [
    'aller au foot le mercredi',
    'crampons|protège-tibias|ballon|équipe|entraîneur|but|tirer|passe|gourde|maillot',
  ],
  ['sauter à cloche-pied', 'équilibre|jambe|marelle|compter|bras|lever|autre pied'],
  [
    'cours de danse',
    'chaussons|musique|justaucorps|collants|étirer|pointes|professeur|chignon|rythme|révérence',
  ],
  [
    'être doux avec le bébé',
    'doucement|caresser|câlin|bisou|chanter|sourire|aider|attention|silence|tenir',
  ],
  [
    'demander pardon',
    "câlin|regarder|yeux|ce qui s'est passé|réparer|émotions|gentil|mots|désolé|excuse",
  ],
  [
    "dire ce qu'il ressent",
    'content|heureux|triste|fâché|colère|peur|inquiet|mots|émotions|visages|parler|câlin',
  ],
  [
    'pas de caprice pour les bonbons à la caisse',
    'demander gentiment|voix|attendre|choisir|liste|aider|respirer|calme|récompense',
  ],
  [
    'manger sans écran',
    'parler|assiette|table|fourchette|mâcher|famille|ranger|tablette|repas|discuter',
  ],
  [
    'éteindre la télé quand le minuteur sonne',
    'télécommande|bouton|écran|minutes|prévenir|jouer|alarme|ensuite',
  ],
  [
    'lire une histoire chaque soir',
    'livre|pages|lit|choisir|tourner|images|mots|câlin|bibliothèque|lampe',
  ],
  [
    'apprendre les jours de la semaine',
    "lundi|mardi|mercredi|comptine|calendrier|chanter|aujourd'hui|demain|week-end",
  ],
  ['connaitre les couleurs', 'rouge|bleu|jaune|vert|crayons|montrer|nommer|trier|arc-en-ciel'],
  [
    'reconnaître les formes',
    'cercle|rond|carré|triangle|rectangle|étoile|trier|dessiner|cubes|côtés|coins',
  ],
  [
    'se moucher tout seul',
    'mouchoir|souffler|poubelle|laver les mains|nez|doucement|narine|essuyer',
  ],
  [
    'tousser dans son coude',
    'bras|manche|mouchoir|laver les mains|tourner|couvrir|bouche|microbes',
  ],
  [
    'faire pipi avant de partir',
    "toilettes|wc|pot|chasse d'eau|chasse|laver les mains|essayer|culotte|chaussures",
  ],
  [
    'se laver le visage le matin',
    'eau|gant|savon|serviette|lavabo|yeux|joues|sécher|rincer|débarbouiller',
  ],
  ['se coiffer', 'brosse|peigne|miroir|noeuds|doucement|couette|élastique|tresse|démêler'],
  [
    'Je veux faire des crêpes avec papi',
    'farine|oeufs|lait|sucre|saladier|fouet|mélanger|poêle|louche|pâte|beurre',
  ],
  [
    'faire pousser des haricots dans du coton',
    'eau|verre|pot|soleil|fenêtre|arroser|germe|racines|graine',
  ],
  [
    'jeter ses papiers à la poubelle',
    'couvercle|recyclage|poubelle jaune|sac|trier|emballage|pédale',
  ],
  [
    'être courageux chez le docteur',
    'main|respirer|doudou|autocollant|compter|serrer|demander|infirmière|vaccin|piqûre',
  ],
  [
    'attendre son tour pour parler à table',
    'pardon|silence|finir|toucher le bras|écouter|main|excusez-moi|lever',
  ],
  ['parler moins fort a la maison', 'chuchoter|voix|doucement|crier|calme|volume|dehors|silence'],
];
