import { html, type ArticleTranslation } from '../../article';

export const bedtime: ArticleTranslation = {
  title: 'Un rituel du coucher qui tient',
  runningTitle:
    'Les mêmes étapes apaisantes, dans le même ordre : comment un rituel aide les jeunes enfants à dormir',
  content: html(
    '<p>Le sommeil influence presque tout dans la journée d’un jeune enfant : l’humeur, l’attention, l’appétit et la patience. Entre trois et cinq ans, un enfant a besoin d’environ dix à treize heures de sommeil sur vingt-quatre heures, et entre six et sept ans, de neuf à douze heures. Beaucoup dorment moins, souvent parce que le coucher s’est transformé en négociation.</p>',
    '<h2>Le rituel annonce le sommeil</h2>',
    '<p>Un rituel du coucher, c’est une courte série d’étapes calmes, faites dans le même ordre chaque soir. En quelques semaines, les étapes elles-mêmes finissent par signaler au corps que le sommeil arrive. Les recherches sur le sommeil des jeunes enfants le montrent régulièrement : un rituel stable les aide à s’endormir plus vite et à moins se réveiller la nuit.</p>',
    '<h2>Un rituel en quatre étapes</h2>',
    '<p>Gardez-le assez court pour tenir les soirs de fatigue, idéalement vingt à trente minutes. Un schéma courant :</p>',
    '<ol>',
    '<li>Le bain ou la toilette, puis le pyjama.</li>',
    '<li>Les dents et le passage aux toilettes.</li>',
    '<li>Une ou deux histoires au lit.</li>',
    '<li>Une chanson, un câlin, et on éteint.</li>',
    '</ol>',
    '<p>Les étapes exactes comptent moins que le fait de les faire dans le même ordre chaque soir, y compris le week-end quand c’est possible.</p>',
    '<h2>Baisser la lumière et éteindre les écrans</h2>',
    '<p>Une lumière vive le soir, surtout celle des écrans, retarde les signaux de sommeil du corps. Éteignez les écrans au moins une heure avant le coucher et baissez les lumières pendant le rituel. Les jeux excitants et les bagarres pour rire ont davantage leur place plus tôt dans la soirée.</p>',
    '<h2>Laisser votre enfant en mener une partie</h2>',
    '<p>Un enfant résiste moins à une routine quand il en a un peu la maîtrise. Proposez de petits choix à l’intérieur du rituel : quel pyjama, quelles deux histoires, quelle chanson. Un tableau en images des étapes lui permet de voir ce qui vient ensuite et de cocher ce qui est fait, et un enfant qui mène son propre rituel a moins de raisons de discuter.</p>',
    '<h2>Répondre aux « encore un »</h2>',
    '<p>Encore un verre d’eau, encore une histoire, encore un câlin : tous les parents connaissent la liste. Intégrez les demandes habituelles au rituel lui-même, pour que le verre d’eau fasse partie de la deuxième étape et le dernier câlin de la quatrième. Une fois la lumière éteinte, répondez calmement et brièvement aux demandes suivantes, avec la même réponse chaque soir. C’est la constance qui fait fonctionner un rituel.</p>',
    '<h2>Laisser le temps faire</h2>',
    '<p>Un nouveau rituel met en général deux à trois semaines à s’installer. Il y aura de mauvaises nuits, surtout en cas de maladie ou pendant les vacances. Revenez aux mêmes étapes dès que possible, et le rituel refera son travail.</p>',
  ),
};
