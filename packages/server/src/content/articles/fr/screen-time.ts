import { html, type ArticleTranslation } from '../../article';

export const screenTime: ArticleTranslation = {
  title: 'Des écrans à la mesure de votre famille',
  runningTitle:
    'Des limites claires, de bons contenus et des moments sans écran : un plan concret pour les parents',
  content: html(
    '<p>Les écrans font partie de la vie de famille, et faire comme s’ils n’existaient pas marche rarement. La vraie question n’est pas « écrans ou pas d’écrans ? », mais combien, lesquels et à quel moment. Cet article s’adresse aux parents : un plan simple à adapter, plutôt qu’une liste de règles qui culpabilisent tout le monde.</p>',
    '<h2>Ce que disent les recommandations</h2>',
    '<p>De nombreuses sociétés de pédiatrie conseillent, pour les enfants de deux à cinq ans, environ une heure par jour de contenus de qualité, idéalement regardés avec un adulte, et des limites régulières pour les plus grands. Ces chiffres sont des repères, pas des lois. L’essentiel est que les écrans ne grignotent ni le sommeil, ni le jeu en mouvement, ni la lecture, ni le temps passé à discuter avec vous.</p>',
    '<h2>Commencer par ce qui ne se remplace pas</h2>',
    '<p>Plutôt que de compter d’abord les minutes, listez ce dont votre enfant a besoin chaque jour : dix à treize heures de sommeil environ entre trois et cinq ans, au moins une heure de jeu actif, des repas partagés et un moment avec des livres. Planifiez cela en premier. Les écrans trouvent leur place dans ce qui reste, et c’est souvent moins qu’on ne le pensait.</p>',
    '<h2>Choisir les contenus, pas seulement la durée</h2>',
    '<p>Trente minutes d’un programme lent qui raconte une histoire n’ont rien à voir avec trente minutes de vidéos courtes qui s’enchaînent toutes seules. Un bon contenu pour les tout-petits a une histoire claire, un rythme doux et pas de fil sans fin. Les applications qui permettent de créer, comme dessiner ou construire, valent généralement mieux que celles conçues pour retenir l’enfant devant l’écran.</p>',
    '<h2>Fixer clairement le début et la fin</h2>',
    '<p>Un jeune enfant a du mal à arrêter une activité qui lui plaît, surtout quand elle est pensée pour continuer. Aidez-le avec des limites visibles :</p>',
    '<ul>',
    '<li>Mettez-vous d’accord avant d’allumer : « Deux épisodes, et après on va au parc. »</li>',
    '<li>Utilisez un minuteur que votre enfant peut voir, et prévenez-le quelques minutes avant la fin.</li>',
    '<li>Préparez l’activité suivante, pour que la fin de l’écran soit le début d’autre chose.</li>',
    '</ul>',
    '<h2>Garder des lieux et des moments sans écran</h2>',
    '<p>Beaucoup de familles trouvent plus simple de protéger des lieux et des moments que de compter les minutes. Les choix les plus courants : pas d’écran à table, pas d’écran dans les chambres, et pas d’écran dans l’heure qui précède le coucher, car la lumière des écrans comme les contenus excitants retardent l’endormissement.</p>',
    '<h2>Regarder ensemble quand c’est possible</h2>',
    '<p>S’asseoir avec votre enfant pendant une partie de son temps d’écran en fait un moment partagé. Demandez-lui ce qui va se passer ensuite, nommez ce que ressentent les personnages, reliez l’histoire à sa vie. Un enfant retient bien davantage d’un programme quand un adulte en parle avec lui.</p>',
    '<h2>Regarder aussi nos propres habitudes</h2>',
    '<p>Les enfants imitent ce qu’ils voient. S’ils voient souvent un parent faire défiler son téléphone à table, la règle « pas de téléphone pendant le dîner » leur paraîtra injuste. Un plan familial qui inclut les adultes est plus convaincant, et plus facile à tenir.</p>',
  ),
};
