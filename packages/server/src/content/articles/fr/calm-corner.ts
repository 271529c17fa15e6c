import { html, type ArticleTranslation } from '../../article';

export const calmCorner: ArticleTranslation = {
  title: 'Aménager un coin calme à la maison',
  runningTitle:
    'Un petit endroit douillet où les grosses émotions peuvent retomber, et comment le faire découvrir',
  content: html(
    '<p>Les jeunes enfants ressentent tout, intensément et très vite. Joie, colère, déception et peur peuvent se succéder en quelques minutes, et un enfant de trois ans a encore très peu d’outils pour redescendre. Le coin calme en est un : un petit endroit confortable de la maison où l’enfant peut aller pour se sentir mieux.</p>',
    '<h2>Un coin calme n’est pas un coin de punition</h2>',
    '<p>La différence est essentielle. Le « coin » classique éloigne l’enfant en guise de sanction. Le coin calme est une invitation : « Tu as l’air très en colère. Tu veux aller dans le coin calme ? Je peux venir avec toi. » On n’y envoie jamais un enfant pour le punir, sinon il cesse d’être un lieu rassurant.</p>',
    '<h2>Qu’y mettre ?</h2>',
    '<p>Faites simple et doux. Un gros coussin ou un pouf, une couverture et un doudou suffisent pour commencer. Ajoutez ensuite quelques objets qui aident le corps à ralentir :</p>',
    '<ul>',
    '<li>une petite bouteille remplie d’eau et de paillettes, qu’on secoue puis qu’on regarde se déposer ;</li>',
    '<li>une carte illustrée qui montre comment inspirer lentement, comme pour sentir une fleur, et souffler lentement, comme pour éteindre une bougie ;</li>',
    '<li>quelques cartes des émotions avec des visages simples : content, triste, en colère, effrayé, fatigué ;</li>',
    '<li>un ou deux albums apaisants.</li>',
    '</ul>',
    '<p>Laissez de côté les écrans et les jouets bruyants. Ce coin doit être l’endroit le plus tranquille de la maison.</p>',
    '<h2>Le présenter un jour où tout va bien</h2>',
    '<p>Un enfant ne peut pas découvrir un nouvel outil en pleine crise. Présentez le coin calme quand tout le monde est détendu. Installez-le ensemble, laissez votre enfant choisir la couverture, et entraînez-vous avec la carte de respiration comme à un jeu. Faites semblant d’être en colère chacun votre tour, puis d’aller dans le coin. En rire maintenant le rendra plus facile à utiliser plus tard.</p>',
    '<h2>Y aller ensemble au début</h2>',
    '<p>Au début, la plupart des enfants ont besoin d’un adulte à côté d’eux. Asseyez-vous près de lui, parlez très peu et respirez lentement vous-même. Votre corps apaisé aide le sien à s’apaiser. Au fil des mois, beaucoup d’enfants finissent par y aller seuls, ce qui est un grand pas dans la gestion de leurs émotions.</p>',
    '<h2>En parler après, pas pendant</h2>',
    '<p>Une fois votre enfant calmé, vous pouvez mettre des mots sur ce qui s’est passé : « Tu étais en colère parce que ta tour est tombée. Tu es allé dans le coin calme, et maintenant ça va mieux. » Restez bref et chaleureux. Vous l’aidez à relier l’émotion, l’outil et le soulagement, pour que la prochaine fois, le coin calme lui vienne à l’esprit un peu plus tôt.</p>',
    '<p>Le coin calme n’empêchera pas toutes les colères. Il offre à votre enfant un endroit où aller quand une émotion est trop grande pour lui, et c’est un cadeau qui dure bien au-delà de la maternelle.</p>',
  ),
};
