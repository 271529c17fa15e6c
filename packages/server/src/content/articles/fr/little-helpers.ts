import { html, type ArticleTranslation } from '../../article';

export const littleHelpers: ArticleTranslation = {
  title: 'Petits coups de main : des tâches pour les 3-7 ans',
  runningTitle:
    'Des tâches adaptées à chaque âge pour prendre confiance, et comment garder le plaisir d’aider',
  content: html(
    '<p>Les jeunes enfants adorent aider. Le tout-petit qui vous suit partout en essayant de tenir le balai montre exactement la motivation dont les tâches ménagères ont besoin. Tout l’enjeu est de garder cet enthousiasme intact en grandissant, en lui confiant de vraies tâches à la mesure de ce qu’il sait faire.</p>',
    '<h2>Pourquoi participer à la maison compte</h2>',
    '<p>Participer aux tâches de la maison apprend aux enfants qu’ils font partie d’une équipe, que leur contribution compte, et que l’effort mène à des résultats visibles : une étagère rangée, une table mise, une plante arrosée. Les enfants qui aident à la maison s’entraînent aussi à planifier, à enchaîner des étapes et à terminer : les mêmes compétences que celles dont ils auront besoin à l’école.</p>',
    '<h2>Des tâches selon l’âge</h2>',
    '<p>Chaque enfant est différent : voyez ces listes comme des idées, pas comme des objectifs à atteindre.</p>',
    '<ul>',
    '<li><strong>3 ans :</strong> ranger ses jouets dans un panier, mettre son linge sale au panier, essuyer une petite flaque, nourrir un animal avec de l’aide.</li>',
    '<li><strong>4 ans :</strong> mettre les cuillères et les serviettes, assortir les chaussettes, arroser les plantes, aider à porter les courses.</li>',
    '<li><strong>5 ans :</strong> faire son lit (à peu près), débarrasser son assiette, trier les déchets, épousseter les étagères basses.</li>',
    '<li><strong>6 à 7 ans :</strong> aider à préparer un plat simple, ranger ses vêtements propres, balayer un petit espace, ranger sa chambre avec une liste.</li>',
    '</ul>',
    '<h2>Montrer, faire ensemble, puis se retirer</h2>',
    '<p>Un enfant a besoin de voir une tâche faite avant de pouvoir la faire. D’abord, faites-la pendant qu’il regarde, en décrivant chaque étape. Ensuite, faites-la ensemble. Enfin, laissez-le faire pendant que vous restez à proximité. Cela prend plus de temps au début, mais c’est ainsi qu’il acquiert un vrai savoir-faire.</p>',
    '<h2>Accepter le « suffisamment bien »</h2>',
    '<p>Un lit fait par un enfant de cinq ans sera plein de bosses. Résistez à l’envie de le refaire sous ses yeux : refaire, c’est lui dire que son effort n’a pas compté. Félicitez ce qu’il a fait (« Tu as remonté la couette jusqu’en haut ! ») et laissez les exigences monter doucement avec le temps.</p>',
    '<h2>Rendre le travail visible</h2>',
    '<p>Un tableau où chaque tâche est une carte permet à votre enfant de voir ce qu’il a accompli. Dans TaskBoard, un objectif comme « Aider à préparer le dîner » peut contenir des tâches comme « Mettre les cuillères » et « Porter le pain », que votre enfant fait passer dans « Terminé ». Une colonne « Terminé » bien remplie est une récompense en soi.</p>',
    '<h2>Le défi de la semaine</h2>',
    '<p>Choisissez une nouvelle tâche adaptée à l’âge de votre enfant. Montrez-la, faites-la ensemble, puis laissez-le la faire seul le reste de la semaine. À la fin, demandez-lui ce qui était le plus facile et le plus difficile, et choisissez ensemble la prochaine tâche à apprendre.</p>',
  ),
};
