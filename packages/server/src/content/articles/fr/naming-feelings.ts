import { html, type ArticleTranslation } from '../../article';

export const namingFeelings: ArticleTranslation = {
  title: 'Mettre des mots sur les grosses émotions',
  runningTitle:
    'Pourquoi nommer une émotion aide un jeune enfant à se calmer, et comment s’y mettre',
  content: html(
    '<p>Un enfant de trois ans qui ne trouve pas le mot pour ce qu’il ressent va souvent le montrer autrement : en criant, en tapant, en pleurant ou en refusant de bouger. L’aider à mettre des mots sur ses émotions est l’une des choses les plus concrètes que les parents puissent faire pour son développement émotionnel, et cela commence par des habitudes toutes simples.</p>',
    '<h2>Nommer pour apaiser</h2>',
    '<p>Une émotion forte qu’on nomme devient souvent un peu plus petite. Dire « Tu es vraiment déçu que le parc soit fermé » ne règle pas le problème, mais cela montre à votre enfant que vous le comprenez, et cela lui donne un mot qu’il pourra utiliser la prochaine fois. Avec le temps, les enfants qui ont des mots pour leurs émotions les utilisent plus volontiers à la place des gestes.</p>',
    '<h2>Commencer par quatre émotions</h2>',
    '<p>Au début, un jeune enfant n’a pas besoin d’un long vocabulaire. Commencez par quatre mots clairs : <strong>content</strong>, <strong>triste</strong>, <strong>en colère</strong> et <strong>effrayé</strong>. Une fois qu’ils sont familiers, ajoutez-en quelques-uns que les enfants ressentent souvent : frustré, excité, inquiet, fier, fatigué, seul.</p>',
    '<h2>Nommer les émotions toute la journée, pas seulement dans les moments difficiles</h2>',
    '<p>Les enfants apprennent les mots en les entendant souvent, dans des situations ordinaires. Remarquez les émotions quand elles sont petites et faciles :</p>',
    '<ul>',
    '<li>« Tu souris : tu as l’air fier de ton dessin. »</li>',
    '<li>« Le chien de l’histoire a l’air d’avoir peur de l’orage. »</li>',
    '<li>« Je me sens un peu agacée parce que je ne trouve pas mes clés. »</li>',
    '</ul>',
    '<p>Les livres sont particulièrement utiles. Arrêtez-vous sur une image et demandez : « À ton avis, comment elle se sent ? » Il n’y a pas de mauvaise réponse ; l’important, c’est de remarquer.</p>',
    '<h2>Accueillir l’émotion, guider le comportement</h2>',
    '<p>Toutes les émotions sont permises ; tous les gestes ne le sont pas. Vous pouvez dire : « Tu es en colère parce que ton frère a pris la voiture. Tu as le droit d’être en colère. Tu n’as pas le droit de taper. Tu peux taper des pieds ou serrer ce coussin très fort. » Votre enfant reste en sécurité, et il apprend que l’émotion elle-même n’est pas mauvaise.</p>',
    '<h2>Utiliser des visages et des couleurs</h2>',
    '<p>Pour les enfants qui ne lisent pas encore, des images simples aident. Un tableau de quatre visages sur le frigo permet à l’enfant de montrer comment il se sent. Certaines familles utilisent des couleurs : bleu pour triste ou fatigué, vert pour calme et prêt, jaune pour excité ou inquiet, rouge pour très en colère. Faire le point une fois par jour, par exemple au retour de l’école, prend une minute et installe l’habitude.</p>',
    '<h2>Être patient</h2>',
    '<p>Vous nommerez des émotions des centaines de fois avant que votre enfant ne le fasse tout seul. C’est normal. Le jour où il dira « Je suis frustré ! » au lieu de lancer un jouet, vous saurez que les mots ont fait leur chemin.</p>',
  ),
};
