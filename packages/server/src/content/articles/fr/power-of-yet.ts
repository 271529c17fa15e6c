import { html, type ArticleTranslation } from '../../article';

export const powerOfYet: ArticleTranslation = {
  title: 'Le pouvoir du « pas encore »',
  runningTitle:
    'Deux petits mots qui transforment « Je n’y arrive pas » en « Je n’y arrive pas encore »',
  content: html(
    '<p>« J’y arrive pas ! » Tous les parents de jeunes enfants entendent cette phrase, souvent accompagnée d’un crayon jeté par terre ou d’une chaussure envoyée à l’autre bout de la pièce. C’est une réaction normale face à la frustration. C’est aussi l’occasion de transmettre l’une des idées les plus utiles qu’un enfant puisse emporter à l’école : les capacités se développent avec l’entraînement.</p>',
    '<h2>L’état d’esprit de progression, à quatre ans</h2>',
    '<p>Les psychologues décrivent deux façons de voir ses capacités. Avec un état d’esprit fixe, on sait faire ou on ne sait pas faire, et une erreur prouve qu’on ne sait pas. Avec un état d’esprit de progression, l’erreur fait partie de l’apprentissage, et le cerveau se muscle quand c’est difficile. Aucun enfant ne naît avec l’un ou l’autre. Il les attrape dans les mots qu’il entend autour de lui, et la plupart de ces mots viennent de nous.</p>',
    '<h2>Ajouter deux mots</h2>',
    '<p>L’outil le plus simple tient en deux mots : <em>pas encore</em>. Quand votre enfant dit « Je ne sais pas faire mes lacets », répondez calmement : « Tu ne sais <em>pas encore</em> faire tes lacets. » La phrase reste vraie, mais son sens change complètement. Elle ne dit plus qui est votre enfant. Elle dit où il en est sur un chemin.</p>',
    '<p>Au début, il ne le remarquera peut-être pas. Au bout de quelques semaines, beaucoup d’enfants se mettent à ajouter le « pas encore » tout seuls. Ce moment-là mérite d’être fêté.</p>',
    '<h2>Montrer vos propres « pas encore »</h2>',
    '<p>Les enfants apprennent davantage de ce que nous faisons que de ce que nous disons. Laissez-les vous voir peiner sur quelque chose : une nouvelle recette, un morceau à la guitare, un meuble en kit récalcitrant. Dites à voix haute : « C’est difficile. Je n’y arrive pas encore. Je vais essayer autrement. » Vous lui montrez que les adultes aussi apprennent, et que la frustration n’est pas la fin de l’histoire.</p>',
    '<h2>Rendre le chemin visible</h2>',
    '<p>Un jeune enfant ne peut pas se représenter des progrès sur plusieurs semaines. Rendez-les concrets. Pour apprendre à faire ses lacets, dessinez une échelle de quatre barreaux : tenir les lacets, faire la croix, faire une boucle, faire deux boucles. Chaque fois qu’un barreau est atteint, on le colorie. Dans TaskBoard, la même échelle devient un objectif de quatre tâches, que votre enfant fait passer une à une dans « Terminé ».</p>',
    '<h2>Le défi de la semaine</h2>',
    '<p>Choisissez une chose que votre enfant trouve difficile en ce moment. Ensemble, formulez-la comme un objectif (« Je vais apprendre à boutonner mon manteau »), découpez-la en trois ou quatre petites étapes et entraînez-vous sur une étape par jour. Chaque fois que votre enfant dit « J’y arrive pas », ajoutez « pas encore ». En fin de semaine, regardez ensemble les étapes terminées.</p>',
    '<ul>',
    '<li>Des séances courtes : deux ou trois essais, puis on s’arrête sur une réussite.</li>',
    '<li>Félicitez les essais : « Tu as essayé trois fois. C’est comme ça que le cerveau grandit. »</li>',
    '<li>Si c’est encore trop dur, rendez l’étape plus petite plutôt que d’insister davantage.</li>',
    '</ul>',
    '<p>Boutonner son manteau n’est pas le vrai objectif. Le vrai objectif, c’est un enfant qui, face à la prochaine difficulté, pense « pas encore » plutôt que « jamais ».</p>',
  ),
};
