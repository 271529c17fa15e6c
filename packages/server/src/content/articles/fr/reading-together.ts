import { html, type ArticleTranslation } from '../../article';

export const readingTogether: ArticleTranslation = {
  title: 'Lire ensemble, dix minutes par jour',
  runningTitle:
    'De petites habitudes de lecture au quotidien pour le langage, l’attention et l’amour des livres',
  content: html(
    '<p>Lire à voix haute avec son enfant est l’une des habitudes les mieux étayées par la recherche sur les premiers apprentissages. Les enfants à qui l’on lit régulièrement entendent beaucoup plus de mots, comprennent comment fonctionne une histoire et associent les livres à un moment de tendresse et d’attention. Bonne nouvelle : pas besoin d’y passer des heures. Dix minutes par jour, presque tous les jours, cela fait des dizaines d’heures par an.</p>',
    '<h2>Parler du livre, pas seulement lire les mots</h2>',
    '<p>Le plus précieux, dans la lecture partagée, c’est souvent la conversation autour du livre. Au lieu de lire d’une traite, faites des pauses et posez des questions ouvertes :</p>',
    '<ul>',
    '<li>« À ton avis, qu’est-ce qui va se passer ? »</li>',
    '<li>« Pourquoi l’ours est-il triste ? »</li>',
    '<li>« Qu’est-ce que tu ferais, toi, si tu étais le petit lapin ? »</li>',
    '</ul>',
    '<p>Laissez votre enfant montrer, commenter, interrompre. Un livre qui prend deux fois plus de temps à cause des questions remplit parfaitement son rôle.</p>',
    '<h2>Relire le même livre (encore et encore)</h2>',
    '<p>Les jeunes enfants réclament souvent le même livre des dizaines de fois. La patience des adultes est mise à l’épreuve, mais la répétition, c’est ainsi qu’ils apprennent : ils anticipent les mots, remarquent des détails et commencent à « lire » avec vous. Essayez de laisser en suspens le dernier mot d’une rime et laissez votre enfant le compléter.</p>',
    '<h2>Montrer le texte du doigt</h2>',
    '<p>À partir de quatre ans, suivez de temps en temps les mots avec le doigt. Votre enfant découvre ainsi que l’écrit va de gauche à droite et que les signes sur la page correspondent aux mots que vous prononcez. Montrez-lui les lettres de son prénom quand elles apparaissent. Ces petits moments posent les bases de la lecture, sans aucune leçon.</p>',
    '<h2>Le laisser choisir</h2>',
    '<p>Les enfants lisent davantage quand ils choisissent ce qu’ils lisent. Allez ensemble à la bibliothèque et laissez votre enfant choisir, même si c’est un livre de pelleteuses pour la dixième semaine d’affilée. Glissez aussi vos propres choix : des histoires, des comptines, des documentaires simples sur les animaux, l’espace ou le corps humain.</p>',
    '<h2>Trouver un moment fixe</h2>',
    '<p>La lecture tient mieux dans la durée quand elle a sa place dans la journée. Le coucher est le grand classique, mais après le petit déjeuner ou au retour de l’école, cela marche tout aussi bien. Quand la lecture fait partie de la routine, elle ne se négocie plus.</p>',
    '<h2>Le défi de la semaine</h2>',
    '<p>Lisez ensemble dix minutes, cinq jours cette semaine. Dans TaskBoard, chaque jour peut être une tâche que votre enfant fait passer dans « Terminé » après l’histoire. Le dernier jour, demandez-lui de vous « lire » son livre préféré en racontant l’histoire à partir des images. Vous serez surpris de tout ce qu’il a retenu.</p>',
  ),
};
