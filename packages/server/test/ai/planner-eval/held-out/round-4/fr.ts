import type { EvalCase } from '../../types';

/**
 * Held-out round 4, French: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent), each
 * with the words a relevant plan names beyond the goal's own (relevance.ts), decided when the
 * goal was written. Written on 2026-11-26 without reading the planner's library or matcher,
 * committed before any library change it may prompt, and never edited: a later round adds a new
 * directory.
 */
export const frHeldOut: EvalCase[] = [
  [
    'se brosser les dents avant le coucher',
    'brosse à dents|dentifrice|cracher|rincer|deux minutes|lavabo',
  ],
  ['se laver les mains apres les toilettes', 'savon|eau|serviette|sécher|frotter|robinet|mousse'],
  ['mettre ses chaussettes tout seul', 'talon|orteils|tirer|assis|pied'],
  ['boutonner son gilet', 'bouton|boutonnière|trou|bas|miroir|pousser'],
  ['fermer la fermeture éclair du manteau', 'tirette|tirer|bas|accrocher|capuche|zip'],
  ['apprendre à faire ses lacets', 'boucle|nœud|oreilles de lapin|croiser|serrer|chaussure'],
  ['se coiffer le matin', 'peigne|brosse|miroir|nœuds|couette|élastique'],
  ['prendre son bain sans râler', 'savon|shampoing|serviette|eau|mousse|jouets|rincer|baignoire'],
  ['se moucher avec un mouchoir', 'souffler|poubelle|laver les mains|narine|une narine'],
  [
    "s'habiller avant le petit déjeuner",
    'tee-shirt|pantalon|chaussettes|culotte|slip|vêtements|chaussures',
  ],
  ['préparer son cartable la veille', 'goûter|gourde|livre|trousse|cahier|devoirs|classeur'],
  ["être prêt pour l'école à 8h", 'chaussures|manteau|cartable|petit déjeuner|horloge|porte|dents'],
  ['aller au lit à 20h', 'pyjama|histoire|dents|lumière|bisou|câlin|berceuse'],
  [
    "dormir dans son propre lit jusqu'au matin",
    'veilleuse|doudou|gommette|couverture|histoire|câlin',
  ],
  ['arrêter la tétine avant 4 ans', 'sucette|tototte|fée|boîte|gommette|doudou|cadeau'],
  ['être propre la nuit', 'pot|toilettes|pipi|avant de dormir|boire|drap|veilleuse'],
  ['faire son lit chaque matin', 'oreiller|couette|drap|couverture|tirer|doudou|lisser'],
  ['ranger les jouets avant le dîner', 'boîte|panier|étagère|caisse|legos|cubes|trier'],
  [
    'aider papa à vider le lave-vaisselle',
    'assiettes|verres|cuillères|fourchettes|placard|tiroir|attention',
  ],
  [
    'mettre le couvert pour le dîner',
    'assiettes|fourchettes|couteaux|cuillères|serviettes|verres|nappe',
  ],
  [
    'débarrasser son assiette',
    'évier|lave-vaisselle|restes|poubelle|cuisine|porter|plan de travail',
  ],
  ['aider à plier le linge', 'chaussettes|serviettes|tee-shirts|paires|en deux|pile|panier'],
  ['trier les chaussettes par paires', 'couleur|assortir|panier|tiroir|plier|pareilles'],
  ['nourrir le chat', 'gamelle|croquettes|eau|pâtée|bol|boîte'],
  ['promener le chien avec papa', 'laisse|sac|collier|parc|friandises|crottes'],
  ['nettoyer la cage du hamster', 'litière|copeaux|biberon|nourriture|roue|gants|sciure'],
  ['semer des graines de tournesol dans un pot', 'pot|terre|arroser|soleil|pousse|trou|arrosoir'],
  ['aider au potager avec mamie', 'mauvaises herbes|pelle|arrosoir|carottes|graines|gants|tomates'],
  ['manger des légumes au dîner', 'brocoli|carotte|petits pois|goûter|bouchée|assiette|épinards'],
  [
    'goûter un nouvel aliment cette semaine',
    'bouchée|sentir|assiette|gommette|petit morceau|saveur|lécher',
  ],
  ['bien tenir sa fourchette et son couteau', 'couper|tenir|assiette|morceaux|piquer|serviette'],
  [
    "rester assis à table jusqu'au dessert",
    "chaise|assiette|serviette|s'il te plaît|attendre|parler|permission",
  ],
  ["boire de l'eau plutôt que du jus", 'verre|gourde|robinet|remplir|gorgée|carafe'],
  [
    'apprendre à nager cet été',
    'piscine|flotter|battements|bras|lunettes|respirer|brassards|maître nageur',
  ],
  ['rouler à vélo sans les petites roues', 'casque|pédaler|équilibre|pousser|frein|guidon'],
  ['marquer un but au foot', 'tirer|frapper|cage|pied|passe|entraînement|ballon|viser'],
  ['apprendre à faire une roulade', 'tapis|rouler|menton|mains|tête|doux'],
  ['travailler le piano dix minutes', 'touches|notes|gamme|morceau|minuteur|doigts|mains'],
  ["chanter au spectacle de l'école", 'répéter|paroles|scène|miroir|fort|public|répétition'],
  ['jouer du tambour en rythme', 'baguettes|taper|compter|rythme|lentement|chanson|frapper'],
  [
    "faire une carte d'anniversaire pour mamie",
    'papier|plier|crayons|feutres|colle|gommettes|dessiner|enveloppe',
  ],
  ['découper sur la ligne avec des ciseaux', 'papier|trait|tenir|pouce|doucement|sécurité'],
  ['peindre un tableau pour le frigo', 'pinceau|peinture|eau|papier|tablier|couleurs|chevalet'],
  ['construire une grande tour en cubes', 'base|empiler|large|équilibre|doucement|bas|haut'],
  ['finir un puzzle de 24 pièces', 'bords|coins|pièces|image|boîte|couleurs|trier'],
  [
    'apprendre le numéro de téléphone de maman',
    "chiffres|chanson|répéter|carte|urgence|par cœur|s'entraîner",
  ],
  [
    'savoir quoi faire si on se perd',
    'rester|police|magasin|vendeur|nom|téléphone|uniforme|attendre',
  ],
  [
    'traverser la rue en donnant la main',
    'regarder|gauche|droite|main|passage piéton|feu|bonhomme vert|attendre',
  ],
  ['mettre sa ceinture en voiture', 'boucler|clic|siège auto|sangle|siège|épaule'],
  ['apprendre le son des lettres', 'alphabet|syllabes|cartes|livre|chanson|bouche|image'],
  ["compter jusqu'à cinquante", 'nombres|dizaines|doigts|cubes|à voix haute|dix|tableau'],
  ['lire une petite histoire à maman', 'mots|page|syllabes|montrer du doigt|images|phrase|lettres'],
  ['écrire les chiffres de 1 à 10', "crayon|repasser|papier|pointillés|copier|ligne|s'entraîner"],
  [
    'partager ses jouets avec sa sœur',
    'tour|minuteur|chacun son tour|demander|échanger|ensemble|jouer',
  ],
  ["penser à dire s'il te plaît et merci", 'demander|politesse|poli|rappeler|voix|quand'],
  [
    'ne plus taper son frère quand il est en colère',
    "respirer|compter|mots|calme|câlin|coussin|émotions|s'éloigner",
  ],
  [
    'se calmer quand elle est triste',
    'respirer|compter|câlin|coin calme|émotions|doudou|eau|parler',
  ],
  ['dire bonjour à la maîtresse le matin', 'main|sourire|coucou|yeux|prénom|câlin|au revoir'],
  [
    'se faire un copain à la maternelle',
    'prénom|demander|jouer|partager|sourire|bonjour|ensemble|jeu',
  ],
  ['être gentil avec le bébé', 'doux|toucher|aider|chanter|couche|silence|porter|doucement'],
  [
    'arrêter de pleurnicher et demander avec des mots',
    "voix|calme|s'il te plaît|respirer|voix normale",
  ],
  ['aider papi à porter les courses', 'sac|léger|porte|cuisine|ranger|placard|frigo'],
  ['être sage au supermarché', 'liste|caddie|chariot|panier|près|aider|chercher|main'],
  [
    'attendre calmement chez le médecin',
    "livre|histoire|silence|jouets|chaise|gommette|salle d'attente",
  ],
  [
    'ranger ses chaussures en rentrant',
    'paire|porte|étagère|meuble à chaussures|enlever|porte-manteau',
  ],
  ['je veu apprendre a siffler', "lèvres|souffler|rond|s'entraîner|air|langue"],
  ['attendre son tour au toboggan', 'file|derrière|échelle|compter|queue'],
];
