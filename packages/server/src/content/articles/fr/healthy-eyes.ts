import { html, type ArticleTranslation } from '../../article';

export const healthyEyes: ArticleTranslation = {
  title: 'Des yeux en bonne santé : dehors et pauses d’écran',
  runningTitle:
    'Lumière du jour, bonne distance et contrôles réguliers : des gestes simples pour protéger les jeunes yeux',
  content: html(
    '<p>Les yeux des enfants continuent de se développer pendant les premières années d’école. La myopie, qui rend flou ce qui est loin, est devenue beaucoup plus fréquente chez les enfants du monde entier au cours des dernières décennies. L’hérédité joue un rôle, mais les habitudes quotidiennes comptent aussi, et plusieurs des plus protectrices sont simples et gratuites.</p>',
    '<h2>Du temps dehors</h2>',
    '<p>Des études menées dans plusieurs pays montrent que les enfants qui passent plus de temps dehors deviennent moins souvent myopes. La lumière du jour et le fait de regarder au loin semblent tous deux jouer. Beaucoup d’ophtalmologistes conseillent de viser environ deux heures dehors par jour, réparties entre le trajet de l’école, la récréation et les promenades du week-end. Pas besoin de faire du sport : tout le temps passé dehors compte.</p>',
    '<h2>Des pauses dans le travail de près</h2>',
    '<p>Regarder longtemps quelque chose de proche, qu’il s’agisse d’une tablette, d’un livre ou d’un dessin, oblige l’œil à faire de gros efforts pour accommoder. Des pauses régulières aident. Une règle simple, que même les petits peuvent suivre, est la règle du 20-20-20 : toutes les vingt minutes, regarder pendant vingt secondes quelque chose situé à environ six mètres. Avec les plus jeunes, faites-en un jeu : « Tu vois un oiseau par la fenêtre ? »</p>',
    '<h2>Garder les écrans à distance</h2>',
    '<p>Les jeunes enfants tiennent souvent les tablettes très près de leur visage. Encouragez-les à les tenir à environ la longueur de leur avant-bras, et préférez un grand écran placé loin, comme une télévision à l’autre bout de la pièce, à un téléphone tenu près des yeux. Une pièce bien éclairée aide aussi.</p>',
    '<h2>Les signes qui doivent alerter</h2>',
    '<p>Les jeunes enfants se plaignent rarement de leur vue, car ils ne savent pas que les autres voient plus net. Soyez attentif à des signes comme :</p>',
    '<ul>',
    '<li>s’asseoir très près de la télévision ou tenir les livres tout près des yeux ;</li>',
    '<li>plisser les yeux, se frotter souvent les yeux ou pencher la tête ;</li>',
    '<li>des maux de tête ou des yeux fatigués après un travail de près ;</li>',
    '<li>perdre souvent le fil en regardant des images ou des mots.</li>',
    '</ul>',
    '<p>Si vous remarquez l’un de ces signes, prenez rendez-vous pour un examen de la vue. Même sans aucun signe, un contrôle avant l’entrée à l’école élémentaire est une bonne idée ; il est souvent pris en charge pour les enfants.</p>',
    '<h2>L’intégrer à la journée</h2>',
    '<p>Le plus simple pour protéger les yeux est de faire des bonnes habitudes une routine plutôt que des règles à retenir. Allez à l’école à pied quand c’est possible, prévoyez un moment de jeu dehors après les écrans, et gardez le jeu du 20-20-20 pendant les longues séances de dessin ou de lecture. Ces habitudes profitent aussi au sommeil, à l’humeur et à la forme : toute la famille y gagne.</p>',
  ),
};
