import { html, type ArticleTranslation } from '../../article';

export const praiseEffort: ArticleTranslation = {
  title: 'Féliciter l’effort, pas le talent',
  runningTitle:
    'Ce que nous disons après une réussite influence la façon dont l’enfant abordera la difficulté suivante',
  content: html(
    '<p>« Tu es vraiment intelligent ! » C’est l’une des phrases les plus naturelles qui soient pour un parent, et elle vient de l’amour. Pourtant, la recherche sur la motivation montre que la manière dont nous félicitons les enfants a un effet étonnamment fort sur leur façon d’affronter la difficulté. Cet article s’adresse aux parents qui veulent que leurs compliments rendent leur enfant fier, mais aussi plus persévérant.</p>',
    '<h2>Ce qu’ont montré les études</h2>',
    '<p>Dans des études bien connues menées auprès d’enfants d’âge scolaire, ceux qu’on avait félicités pour leur intelligence après avoir résolu des énigmes choisissaient ensuite plus souvent des énigmes faciles, et abandonnaient plus vite les difficiles, que ceux qu’on avait félicités pour leurs efforts. Être qualifié d’intelligent faisait de l’échec une menace pour leur identité. Être félicité pour l’effort faisait d’une énigme difficile une occasion de réessayer.</p>',
    '<p>Les plus jeunes sont encore en train de se forger une idée de leurs capacités : les années de maternelle sont donc un bon moment pour installer les bonnes habitudes.</p>',
    '<h2>Décrire ce que votre enfant a fait</h2>',
    '<p>Le compliment le plus utile est précis. Plutôt qu’une étiquette générale, décrivez ce que vous avez vu :</p>',
    '<ul>',
    '<li>« Tu as essayé plein de pièces jusqu’à ce que le puzzle s’emboîte. »</li>',
    '<li>« Tu as demandé de l’aide quand tu étais bloqué. C’était une bonne idée. »</li>',
    '<li>« Tu as répété cette chanson tous les jours, et maintenant tu la connais en entier. »</li>',
    '</ul>',
    '<p>Un compliment précis dit à votre enfant ce qu’il peut refaire la prochaine fois. Il montre aussi que vous regardiez vraiment, ce qui compte davantage pour lui que n’importe quel mot.</p>',
    '<h2>Féliciter la stratégie, pas seulement l’effort</h2>',
    '<p>L’effort ne fait pas tout : recommencer sans cesse la même chose sans y arriver est frustrant. Remarquez quand votre enfant change de méthode, pose une question, ou fait une pause puis revient. Ce sont les habitudes de ceux qui apprennent bien.</p>',
    '<h2>Ne pas en faire trop</h2>',
    '<p>Les enfants repèrent vite les compliments automatiques. Si tout est « génial », le mot perd son sens. Gardez vos compliments pour les vrais efforts et les vrais progrès, et ils auront plus de poids. Au quotidien, un sourire, un pouce levé ou simplement décrire ce que vous voyez (« Tu as fini ton dessin ») suffit.</p>',
    '<h2>Que dire après un échec ?</h2>',
    '<p>Quand les choses tournent mal, résistez à la fois à l’envie de voler à son secours et à celle de critiquer. Reconnaissez l’émotion (« C’était décevant »), puis tournez-vous vers la suite : « Qu’est-ce qu’on pourrait essayer la prochaine fois ? » Votre enfant comprend ainsi qu’un échec est une information, pas un verdict.</p>',
    '<h2>Essayez pendant une semaine</h2>',
    '<p>Pendant une semaine, remarquez combien de fois vous utilisez des étiquettes comme intelligent, doué ou malin. À chaque fois, essayez d’en remplacer une par une description de l’effort ou de la stratégie. Beaucoup de parents trouvent le changement maladroit au début, puis naturel en quelques jours, et voient leurs enfants se mettre à décrire leurs propres efforts de la même façon.</p>',
  ),
};
