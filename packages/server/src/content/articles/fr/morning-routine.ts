import { html, type ArticleTranslation } from '../../article';

export const morningRoutine: ArticleTranslation = {
  title: 'Une routine du matin que votre enfant mène lui-même',
  runningTitle:
    'Moins de rappels, des matins plus sereins : une routine en images que l’enfant suit tout seul',
  content: html(
    '<p>Dans la plupart des familles, le matin suit le même scénario : se lever, s’habiller, prendre le petit déjeuner, se brosser les dents, trouver ses chaussures, partir. Et dans la plupart des familles, un parent répète chacune de ces étapes plusieurs fois. Une routine que votre enfant peut voir, et mener lui-même, change ce scénario.</p>',
    '<h2>Pourquoi les routines aident les jeunes enfants</h2>',
    '<p>Entre trois et sept ans, les enfants se sentent plus en sécurité quand ils savent ce qui vient ensuite. Des étapes prévisibles réduisent les disputes, car c’est la routine, et non le parent, qui décide de ce qu’on fait maintenant. Elles rendent aussi plus autonome : un enfant capable de terminer une liste tout seul se sent compétent, et ce sentiment déborde sur le reste de la journée.</p>',
    '<h2>Quatre ou cinq étapes, pas plus</h2>',
    '<p>Les longues listes découragent les jeunes enfants. Choisissez les quatre ou cinq étapes qui comptent le plus un matin d’école ou de crèche. Par exemple :</p>',
    '<ol>',
    '<li>S’habiller.</li>',
    '<li>Prendre son petit déjeuner.</li>',
    '<li>Se brosser les dents.</li>',
    '<li>Mettre ses chaussures et son manteau.</li>',
    '</ol>',
    '<p>Tout le reste, comme préparer le cartable, peut rester l’affaire des parents pour l’instant. Vous ajouterez des étapes quand les premières rouleront toutes seules.</p>',
    '<h2>La rendre visuelle</h2>',
    '<p>Un enfant qui ne lit pas encore peut suivre des images. Prenez votre enfant en photo à chaque étape, ou laissez-le la dessiner. Affichez les images dans l’ordre, là où il les verra. Dans TaskBoard, chaque étape peut devenir une tâche avec une image, que votre enfant fait passer de « Nouveau » à « Terminé » une fois qu’elle est faite. Déplacer la carte est un petit geste satisfaisant qui marque le progrès, sans un mot.</p>',
    '<h2>Laisser la routine faire les rappels</h2>',
    '<p>Quand votre enfant se met à rêvasser, résistez à l’envie de dire « Habille-toi ! » pour la cinquième fois. Demandez plutôt : « Qu’est-ce qui vient ensuite sur ton tableau ? » La tâche de se souvenir revient ainsi à votre enfant, avec la routine comme appui. Et votre voix reste plus calme, ce qui fait du bien à tout le monde.</p>',
    '<h2>S’entraîner le week-end</h2>',
    '<p>Un matin de semaine, avec l’horloge qui tourne, est le pire moment pour apprendre quelque chose de nouveau. Essayez d’abord la routine un samedi tranquille. Faites-en un jeu : votre enfant peut-il terminer les quatre étapes avant la fin d’une chanson ? À force d’entraînement, les étapes deviennent automatiques et tiennent bon quand le temps presse.</p>',
    '<h2>Le défi de la semaine</h2>',
    '<p>Créez ensemble une routine du matin en quatre étapes, avec une image pour chacune, et laissez votre enfant la mener pendant cinq matins. Comptez les étapes qu’il a terminées sans rappel, et fêtez le total en fin de semaine, quel qu’il soit. Ce qui compte, c’est le progrès, pas la perfection.</p>',
  ),
};
