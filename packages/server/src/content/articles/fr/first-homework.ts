import { html, type ArticleTranslation } from '../../article';

export const firstHomework: ArticleTranslation = {
  title: 'Les premiers devoirs, sans larmes',
  runningTitle:
    'Accompagner sereinement les enfants de 5 à 7 ans dans leur premier travail à la maison',
  content: html(
    '<p>Les premiers devoirs de l’école élémentaire sont généralement modestes : un livre de lecture, une page de lettres à tracer, quelques additions. Mais pour un enfant de cinq ou six ans, à la fin d’une longue journée, cela peut sembler énorme. La façon dont se passe cette première année de devoirs influence longtemps le regard de l’enfant sur le travail scolaire : cela vaut la peine de poser de bonnes bases.</p>',
    '<h2>Choisir le bon moment</h2>',
    '<p>La plupart des jeunes enfants sont fatigués et affamés en sortant de l’école. Donnez-leur un goûter et du temps pour jouer avant de leur demander la moindre concentration. Dans beaucoup de familles, un petit créneau avant le dîner fonctionne le mieux. Essayez de garder la même heure chaque jour, pour que les devoirs fassent partie de la routine plutôt que d’être une dispute quotidienne.</p>',
    '<h2>Faire court</h2>',
    '<p>À cet âge, dix à quinze minutes suffisent largement. Si le travail prend beaucoup plus longtemps, quelque chose ne va pas : c’est peut-être trop difficile, votre enfant est peut-être trop fatigué, ou l’endroit trop distrayant. Vous pouvez tout à fait arrêter et en parler à l’enseignant. Les enseignants préfèrent être prévenus plutôt que de recevoir un travail terminé dans les larmes.</p>',
    '<h2>Prévoir un espace calme</h2>',
    '<p>Un bout de table dégagé, une bonne lumière, des crayons prêts et aucun écran en vue : cela change beaucoup de choses. Les jeunes enfants se laissent facilement distraire, alors éloignez les jouets et le bruit des frères et sœurs pendant ces quelques minutes.</p>',
    '<h2>Découper en étapes</h2>',
    '<p>Une page de dix calculs peut paraître insurmontable. Cachez la plus grande partie de la page et montrez une ligne à la fois, ou convenez de petites étapes : « D’abord ces trois-là, puis on s’étire, puis les trois suivants. » Cocher chaque étape donne le sentiment d’avancer. Dans TaskBoard, un objectif avec trois petites tâches joue le même rôle, et les enfants adorent les faire passer dans « Terminé ».</p>',
    '<h2>Aider, sans faire à sa place</h2>',
    '<p>Il est tentant de corriger chaque erreur ou de donner la réponse. Posez plutôt des questions : « Par quel son commence ce mot ? » « Tu peux compter sur tes doigts ? » Si votre enfant est vraiment bloqué, montrez-lui un exemple semblable et laissez-le essayer le vrai. Les devoirs servent à s’entraîner ; les erreurs montrent à l’enseignant ce qu’il reste à travailler.</p>',
    '<h2>Remarquer l’effort</h2>',
    '<p>Terminez chaque séance par quelque chose de positif sur la façon dont votre enfant a travaillé : « Tu t’es bien concentré aujourd’hui » ou « Tu as trouvé ce mot difficile tout seul. » Un enfant qui se sent capable se remet plus volontiers au travail le lendemain.</p>',
    '<h2>Quand ça se passe mal à chaque fois</h2>',
    '<p>Si les devoirs finissent régulièrement en larmes, parlez-en à l’enseignant. Quelque chose rend peut-être le travail plus difficile qu’il ne devrait l’être, comme une difficulté de lecture ou d’attention, et en parler tôt aide beaucoup.</p>',
  ),
};
