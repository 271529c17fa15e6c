import { html, type ArticleTranslation } from '../../article';

export const smallGoals: ArticleTranslation = {
  title: 'Petits objectifs, grandes victoires',
  runningTitle:
    'Découper une grosse tâche en petites étapes visibles aide les 3-7 ans à aller jusqu’au bout',
  content: html(
    '<p>« Range ta chambre » est l’une des consignes les plus difficiles qu’on puisse donner à un jeune enfant. Pour un adulte, elle paraît simple ; pour un enfant de quatre ans, c’est une montagne sans chemin. Rien ne lui dit par où commencer, à quoi ressemble « fini », ni où il en est. Résultat : un enfant assis au milieu du désordre, qui ne fait rien du tout.</p>',
    '<h2>Grands objectifs, petites étapes</h2>',
    '<p>Comme les adultes, les enfants s’en sortent bien mieux avec une grosse tâche quand elle est découpée en petites étapes claires. « Mets les livres sur l’étagère. Mets les voitures dans la boîte rouge. Mets les vêtements dans le panier. » Chaque étape a un début et une fin évidents. Chaque étape terminée procure un petit sentiment de réussite, et ce sentiment donne l’élan pour la suivante.</p>',
    '<h2>Comment découper un objectif</h2>',
    '<ul>',
    '<li><strong>Une action par étape.</strong> « Mets les voitures dans la boîte », pas « range tes jouets ».</li>',
    '<li><strong>Une liste courte.</strong> Trois à cinq étapes pour la plupart des enfants de trois à sept ans.</li>',
    '<li><strong>Commencez par l’étape la plus facile.</strong> Une première réussite donne de l’élan.</li>',
    '<li><strong>Reprenez les mots de votre enfant.</strong> Demandez-lui : « Qu’est-ce qu’on fait en premier ? »</li>',
    '</ul>',
    '<h2>Rendre les progrès visibles</h2>',
    '<p>Les jeunes enfants vivent dans l’ici et maintenant. Ils ne peuvent pas garder une liste en tête, mais ils peuvent voir des cartes bouger. C’est l’idée de TaskBoard : chaque objectif contient des tâches qui passent de « Nouveau » à « En cours » puis à « Terminé ». Quand votre enfant fait glisser une carte dans « Terminé », il voit ses progrès de ses propres yeux. Une colonne « Terminé » bien remplie en fin de journée, c’est la preuve qu’il est allé au bout de quelque chose.</p>',
    '<h2>Fêter la fin</h2>',
    '<p>Terminer est une compétence en soi. Beaucoup de jeunes enfants commencent avec enthousiasme et décrochent en cours de route. Quand la dernière étape est faite, marquez le coup : un « tope là », une gommette spéciale, une petite danse. Avec le temps, les enfants découvrent que finir fait du bien, et ils se mettent à attendre ce moment avec impatience.</p>',
    '<h2>Des objectifs qui grandissent avec votre enfant</h2>',
    '<p>À trois ans, un objectif peut être « Se préparer pour aller au parc », en trois étapes. À sept ans, ce peut être « Construire une fusée en carton », en dix étapes réparties sur une semaine. La compétence est la même : un grand objectif, un plan en petites étapes, et la patience de les faire une par une.</p>',
    '<h2>Le défi de la semaine</h2>',
    '<p>Choisissez un objectif qui tient à cœur à votre enfant, comme fabriquer une carte pour un ami ou construire une cabane. Ensemble, découpez-le en trois à cinq petites tâches et mettez-les sur le tableau. Laissez votre enfant faire avancer chaque tâche au fil de l’eau, et faites la fête quand la dernière arrive dans « Terminé ».</p>',
  ),
};
