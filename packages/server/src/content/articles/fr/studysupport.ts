import { html, type ArticleTranslation } from '../../article';

export const studySupport: ArticleTranslation = {
  title: 'Accompagner les apprentissages des tout-petits',
  runningTitle:
    'Donner à un enfant de 3 à 7 ans le goût d’apprendre, sans transformer la maison en salle de classe',
  content: html(
    '<p>Entre trois et sept ans, un enfant apprend plus vite qu’à presque n’importe quel autre moment de sa vie. Il apprend à tenir un crayon, à compter des objets, à reconnaître des lettres et des sons, à attendre son tour et à terminer ce qu’il a commencé. Rien de tout cela ne demande des fiches d’exercices sur la table de la cuisine. Ce qu’il lui faut, c’est un parent qui remarque, qui fait un peu de place aux apprentissages et qui garde les choses légères.</p>',
    '<h2>On apprend par petites touches</h2>',
    '<p>Un jeune enfant peut se concentrer environ deux à cinq minutes par année d’âge. Un enfant de quatre ans qui décroche au bout de dix minutes ne fait pas de caprice : c’est simplement ainsi que fonctionne l’attention à quatre ans. Prévoyez des moments d’apprentissage à sa mesure. Trier les chaussettes par couleur, compter les marches en montant, retrouver la première lettre de son prénom sur une boîte de céréales : chaque activité prend quelques minutes, et chacune est un véritable entraînement.</p>',
    '<h2>Un petit coin, toujours le même</h2>',
    '<p>Les enfants se posent plus vite quand les apprentissages ont leur place. Pas besoin d’un bureau : un coin de table avec une boîte de crayons, quelques albums et des feuilles suffit. Quand la boîte sort, votre enfant sait quel moment commence. Quand elle est rangée, ce moment est fini et le jeu reprend ses droits.</p>',
    '<h2>Découper chaque tâche en petites étapes</h2>',
    '<p>« Fais un dessin pour Mamie », c’est une grosse tâche pour un petit enfant. « Choisis une couleur, dessine le soleil, dessine Mamie, écris la première lettre de ton prénom », ce sont quatre petites tâches, et chaque étape terminée est une petite victoire. C’est exactement pour cela que TaskBoard découpe un objectif en tâches qui passent de « Nouveau » à « En cours » puis à « Terminé ». Un enfant qui voit ses progrès a bien plus envie de continuer.</p>',
    '<ul>',
    '<li><strong>Formulez l’objectif ensemble.</strong> Laissez votre enfant le dire avec ses propres mots.</li>',
    '<li><strong>Mettez-vous d’accord sur trois ou quatre étapes.</strong> À cet âge, moins, c’est mieux.</li>',
    '<li><strong>Fêtez la dernière étape</strong>, pas seulement le résultat : « Tu as fait toutes les étapes ! »</li>',
    '</ul>',
    '<h2>Parler de l’effort plutôt que de l’intelligence</h2>',
    '<p>Quand votre enfant termine quelque chose, décrivez ce qu’il a fait : « Tu as réessayé la fermeture éclair jusqu’à ce qu’elle marche. » Parler de l’effort lui apprend que les capacités grandissent avec l’entraînement. Une étiquette comme « tu es trop intelligent » peut au contraire lui faire peur d’essayer quelque chose de difficile, de crainte que l’étiquette ne lui aille plus.</p>',
    '<h2>Suivre sa curiosité</h2>',
    '<p>Un enfant passionné de dinosaures comptera, lira et dessinera volontiers s’il y a des dinosaures dans l’histoire. Servez-vous de cet intérêt : comptez les dinosaures, cherchez le « D » de dinosaure, dessinez le plus grand. Ce qu’on apprend à partir de sa propre question reste bien mieux que ce qu’on apprend à partir de celle d’un adulte.</p>',
    '<h2>Garder la chaleur</h2>',
    '<p>Si un moment d’apprentissage finit en larmes, arrêtez-vous et réessayez un autre jour. La chose la plus utile que vous puissiez transmettre pendant ces années, c’est qu’apprendre fait du bien. Les compétences suivront. À sept ans, un enfant calme et curieux est mieux préparé à l’école qu’un enfant qui récite l’alphabet mais redoute qu’on le lui demande.</p>',
  ),
};
