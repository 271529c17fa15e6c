import { html, type ArticleTranslation } from '../../article';

export const mistakes: ArticleTranslation = {
  title: 'Les erreurs, c’est comme ça qu’on apprend',
  runningTitle:
    'Aider les jeunes enfants à voir un faux pas comme une partie du chemin, pas comme la fin',
  content: html(
    '<p>Certains enfants déchirent leur dessin parce qu’un trait est raté. D’autres refusent d’essayer un nouveau jeu de peur de perdre. La peur de se tromper est fréquente chez les jeunes enfants, surtout chez les plus réfléchis, qui remarquent tout de suite quand quelque chose cloche. Les parents peuvent les aider à voir les erreurs autrement : comme une partie normale, et même utile, de l’apprentissage.</p>',
    '<h2>Les erreurs font grandir le cerveau</h2>',
    '<p>Vous pouvez l’expliquer simplement : « Quand c’est difficile et que tu continues d’essayer, ton cerveau fabrique de nouveaux chemins. Les erreurs, c’est le cerveau qui travaille. » Les enfants aiment l’idée que leur cerveau est comme un muscle qui se renforce. Certaines familles dessinent un cerveau et y collent une gommette chaque fois que quelqu’un apprend de ses erreurs.</p>',
    '<h2>Fêter l’« erreur du jour »</h2>',
    '<p>Au dîner, chacun raconte une erreur qu’il a faite dans la journée et ce qu’elle lui a appris. Les parents commencent. « J’ai mis du sel dans mon thé au lieu du sucre. J’ai appris à lire les étiquettes ! » Entendre des adultes parler gaiement de leurs propres erreurs est l’un des moyens les plus puissants de les rendre rassurantes.</p>',
    '<h2>Réagir calmement aux maladresses</h2>',
    '<p>Les enfants observent notre réaction quand ils se trompent. Un verre renversé accueilli par un soupir n’enseigne pas la même chose qu’un verre renversé accueilli par « Oups ! On va chercher une éponge. » Gardez une voix calme, concentrez-vous sur la réparation à deux, puis passez à autre chose. Moins il y a de drame, moins les erreurs font peur.</p>',
    '<h2>Le « bel oups »</h2>',
    '<p>Quand un dessin tourne mal, aidez votre enfant à transformer l’erreur en quelque chose de nouveau. Une tache devient un nuage, un trait tremblé devient une route, une déchirure devient une bouche. Cela montre de façon ludique qu’une erreur peut mener quelque part d’intéressant au lieu de mettre fin au projet.</p>',
    '<h2>Le laisser un peu galérer</h2>',
    '<p>C’est dur de regarder un enfant peiner, et intervenir vite semble bienveillant. Mais un enfant qu’on sauve toujours n’apprend pas qu’il peut se remettre d’une erreur tout seul. Attendez un peu plus longtemps que ce qui vous semble confortable avant d’aider, et quand vous aidez, donnez un indice plutôt que la réponse.</p>',
    '<h2>Le défi de la semaine</h2>',
    '<p>Faites un tour de l’« erreur du jour » à un repas chaque jour de la semaine. Notez les erreurs et les leçons de chacun sur une feuille collée sur le frigo. En fin de semaine, relisez-les ensemble et remarquez combien de leçons sont venues d’abord d’une erreur. Dans TaskBoard, un objectif comme « Raconter mon erreur du jour », avec une tâche par jour, fait vivre le défi toute la semaine.</p>',
  ),
};
