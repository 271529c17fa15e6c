import { html, type ArticleTranslation } from '../../article';

export const namingFeelings: ArticleTranslation = {
  title: 'Große Gefühle beim Namen nennen',
  runningTitle:
    'Warum ein Wort für ein Gefühl kleinen Kindern hilft, sich zu beruhigen, und wie ihr anfangt',
  content: html(
    '<p>Ein dreijähriges Kind, das kein Wort für sein Gefühl findet, zeigt es oft auf andere Weise: durch Schreien, Hauen, Weinen oder indem es sich keinen Zentimeter mehr bewegt. Kindern zu helfen, Worte für ihre Gefühle zu finden, gehört zum Praktischsten, was Eltern für ihre emotionale Entwicklung tun können, und es beginnt mit ganz einfachen Gewohnheiten.</p>',
    '<h2>Benennen, um zu beruhigen</h2>',
    '<p>Ein starkes Gefühl wird oft ein bisschen kleiner, sobald es einen Namen hat. „Du bist richtig enttäuscht, dass der Spielplatz zu ist“ löst das Problem nicht, aber es zeigt deinem Kind, dass du es verstehst, und gibt ihm ein Wort, das es beim nächsten Mal benutzen kann. Mit der Zeit greifen Kinder, die Worte für Gefühle haben, eher zu Worten als zu Taten.</p>',
    '<h2>Mit vier Gefühlen anfangen</h2>',
    '<p>Kleine Kinder brauchen anfangs keinen großen Wortschatz. Fang mit vier klaren Wörtern an: <strong>fröhlich</strong>, <strong>traurig</strong>, <strong>wütend</strong> und <strong>ängstlich</strong>. Wenn die vertraut sind, kommen einige dazu, die Kinder oft erleben: frustriert, aufgeregt, besorgt, stolz, müde, einsam.</p>',
    '<h2>Gefühle den ganzen Tag benennen, nicht nur in schwierigen Momenten</h2>',
    '<p>Kinder lernen Wörter, indem sie sie im Alltag immer wieder hören. Achte auf Gefühle, wenn sie klein und leicht sind:</p>',
    '<ul>',
    '<li>„Du lächelst ja: Du siehst stolz auf dein Bild aus.“</li>',
    '<li>„Der Hund in der Geschichte hat wohl Angst vor dem Gewitter.“</li>',
    '<li>„Ich bin gerade ein bisschen genervt, weil ich meinen Schlüssel nicht finde.“</li>',
    '</ul>',
    '<p>Bücher sind besonders hilfreich. Haltet bei einem Bild an und frag: „Was meinst du, wie fühlt sie sich?“ Es gibt keine falsche Antwort; es geht ums Hinschauen.</p>',
    '<h2>Das Gefühl annehmen, das Verhalten lenken</h2>',
    '<p>Alle Gefühle sind erlaubt, aber nicht jedes Verhalten. Du kannst sagen: „Du bist wütend, weil dein Bruder dir das Auto weggenommen hat. Wütend sein ist in Ordnung. Hauen ist nicht in Ordnung. Du kannst mit den Füßen stampfen oder dieses Kissen ganz fest drücken.“ So bleibt dein Kind sicher und lernt, dass das Gefühl selbst nichts Schlechtes ist.</p>',
    '<h2>Gesichter und Farben nutzen</h2>',
    '<p>Für Kinder, die noch nicht lesen, helfen einfache Bilder. Ein Bild mit vier Gesichtern am Kühlschrank lässt ein Kind zeigen, wie es sich fühlt. Manche Familien nutzen Farben: Blau für traurig oder müde, Grün für ruhig und bereit, Gelb für aufgeregt oder besorgt, Rot für sehr wütend. Einmal am Tag nachzufragen, zum Beispiel nach der Kita, dauert eine Minute und wird schnell zur Gewohnheit.</p>',
    '<h2>Geduld haben</h2>',
    '<p>Du wirst Gefühle hunderte Male benennen, bevor dein Kind es selbst tut. Das ist normal. Wenn dein Kind zum ersten Mal „Ich bin frustriert!“ sagt, statt ein Spielzeug zu werfen, weißt du, dass die Worte angekommen sind.</p>',
  ),
};
