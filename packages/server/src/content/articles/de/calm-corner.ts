import { html, type ArticleTranslation } from '../../article';

export const calmCorner: ArticleTranslation = {
  title: 'Eine Ruheecke für zu Hause',
  runningTitle:
    'Ein kleiner, gemütlicher Ort, an dem große Gefühle zur Ruhe kommen, und wie du ihn einführst',
  content: html(
    '<p>Kleine Kinder fühlen alles ganz und sofort. Freude, Wut, Enttäuschung und Angst können innerhalb weniger Minuten aufeinanderfolgen, und ein dreijähriges Kind hat kaum Werkzeuge, um wieder herunterzukommen. Eine Ruheecke ist eines davon: ein kleiner, gemütlicher Platz in eurer Wohnung, an den dein Kind gehen kann, damit es ihm besser geht.</p>',
    '<h2>Eine Ruheecke ist keine Strafecke</h2>',
    '<p>Der Unterschied ist wichtig. Eine Auszeit als Strafe schickt ein Kind weg, als Folge seines Verhaltens. Die Ruheecke ist eine Einladung: „Du siehst richtig wütend aus. Möchtest du in die Ruheecke? Ich kann mitkommen.“ Schick dein Kind niemals zur Strafe dorthin, sonst fühlt sich der Ort nicht mehr sicher an.</p>',
    '<h2>Was hineingehört</h2>',
    '<p>Halte es einfach und weich. Ein Bodenkissen oder ein Sitzsack, eine Decke und ein Lieblingskuscheltier reichen für den Anfang. Dann kommen ein paar Dinge dazu, die dem Körper helfen, langsamer zu werden:</p>',
    '<ul>',
    '<li>eine kleine Flasche mit Wasser und Glitzer zum Schütteln und Zuschauen, wie er sich setzt;</li>',
    '<li>eine Bildkarte, die zeigt, wie man langsam einatmet, als würde man an einer Blume riechen, und langsam ausatmet, als würde man eine Kerze auspusten;</li>',
    '<li>ein paar Gefühlskarten mit einfachen Gesichtern: fröhlich, traurig, wütend, ängstlich, müde;</li>',
    '<li>ein oder zwei ruhige Bilderbücher.</li>',
    '</ul>',
    '<p>Bildschirme und lautes Spielzeug bleiben draußen. Die Ecke soll der ruhigste Ort der Wohnung sein.</p>',
    '<h2>An einem guten Tag vorstellen</h2>',
    '<p>Mitten in einem Wutanfall kann kein Kind ein neues Werkzeug lernen. Zeig die Ruheecke, wenn alle entspannt sind. Baut sie gemeinsam auf, lass dein Kind die Decke aussuchen, und übt die Atemkarte wie ein Spiel. Tut abwechselnd so, als wärt ihr wütend, und geht dann in die Ecke. Wenn ihr jetzt darüber lacht, fällt es später leichter, sie zu nutzen.</p>',
    '<h2>Anfangs gemeinsam hingehen</h2>',
    '<p>Zu Beginn brauchen die meisten Kinder einen Erwachsenen in der Nähe. Setz dich dazu, sag sehr wenig und atme selbst langsam. Dein ruhiger Körper hilft seinem. Über Monate fangen viele Kinder an, allein dorthin zu gehen, und das ist ein großer Schritt im Umgang mit Gefühlen.</p>',
    '<h2>Hinterher reden, nicht währenddessen</h2>',
    '<p>Wenn dein Kind wieder ruhig ist, könnt ihr benennen, was passiert ist: „Du warst wütend, weil dein Turm umgefallen ist. Dann bist du in die Ruheecke gegangen, und jetzt geht es dir besser.“ Bleib kurz und herzlich. Du hilfst deinem Kind, das Gefühl, das Werkzeug und die Erleichterung miteinander zu verbinden, damit ihm die Ecke beim nächsten Mal ein bisschen früher einfällt.</p>',
    '<p>Eine Ruheecke verhindert nicht jeden Wutanfall. Sie gibt deinem Kind einen Ort für ein Gefühl, das zu groß ist, und dieses Geschenk wirkt weit über die Kindergartenzeit hinaus.</p>',
  ),
};
