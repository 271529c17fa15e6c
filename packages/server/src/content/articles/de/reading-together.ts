import { html, type ArticleTranslation } from '../../article';

export const readingTogether: ArticleTranslation = {
  title: 'Gemeinsam lesen, zehn Minuten am Tag',
  runningTitle:
    'Kleine tägliche Vorlese-Gewohnheiten, die Sprache, Aufmerksamkeit und die Liebe zu Büchern stärken',
  content: html(
    '<p>Vorlesen gehört zu den am besten belegten Gewohnheiten beim frühen Lernen. Kinder, denen regelmäßig vorgelesen wird, hören viel mehr Wörter, lernen, wie Geschichten funktionieren, und verbinden Bücher mit Nähe und Aufmerksamkeit. Die gute Nachricht: Es muss nicht lange dauern. Zehn Minuten am Tag, an den meisten Tagen, ergeben im Jahr Dutzende Stunden.</p>',
    '<h2>Über das Buch sprechen, nicht nur die Wörter lesen</h2>',
    '<p>Das Wertvollste am gemeinsamen Lesen ist oft das Gespräch drumherum. Statt in einem Rutsch durchzulesen, mach Pausen und stell offene Fragen:</p>',
    '<ul>',
    '<li>„Was glaubst du, was als Nächstes passiert?“</li>',
    '<li>„Warum ist der Bär traurig?“</li>',
    '<li>„Was würdest du machen, wenn du das kleine Häschen wärst?“</li>',
    '</ul>',
    '<p>Lass dein Kind zeigen, kommentieren und unterbrechen. Ein Buch, das wegen der Fragen doppelt so lange dauert, erfüllt genau seinen Zweck.</p>',
    '<h2>Dasselbe Buch noch einmal (und noch einmal)</h2>',
    '<p>Kleine Kinder wollen oft dasselbe Buch unzählige Male hören. Das kann die Geduld von Erwachsenen auf die Probe stellen, aber Wiederholung ist die Art, wie Kinder lernen: Sie sagen Wörter voraus, entdecken Details und fangen an, „mitzulesen“. Lass einmal das letzte Wort einer Reimzeile weg und lass dein Kind es ergänzen.</p>',
    '<h2>Auf die Schrift zeigen</h2>',
    '<p>Ab etwa vier Jahren fahr ab und zu mit dem Finger unter den Wörtern entlang. So sieht dein Kind, dass Schrift von links nach rechts läuft und dass die Zeichen auf der Seite zu den Wörtern passen, die du sagst. Zeig ihm die Buchstaben aus seinem Namen, wenn sie auftauchen. Diese kleinen Momente legen die Grundlagen fürs Lesen, ganz ohne Unterricht.</p>',
    '<h2>Dein Kind auswählen lassen</h2>',
    '<p>Kinder lesen mehr, wenn sie selbst aussuchen dürfen. Geht zusammen in die Bücherei und lass dein Kind wählen, auch wenn es zum zehnten Mal in Folge ein Buch über Bagger ist. Misch auch eigene Vorschläge dazu: Geschichten, Gedichte und einfache Sachbücher über Tiere, den Weltraum oder den menschlichen Körper.</p>',
    '<h2>Einen festen Platz im Tag finden</h2>',
    '<p>Vorlesen lässt sich am leichtesten beibehalten, wenn es einen festen Platz im Tag hat. Der Klassiker ist vor dem Schlafengehen, aber nach dem Frühstück oder direkt nach der Kita funktioniert genauso gut. Gehört das Lesen zur Routine, muss niemand darüber verhandeln.</p>',
    '<h2>Die Herausforderung der Woche</h2>',
    '<p>Lest diese Woche an fünf Tagen je zehn Minuten zusammen. In TaskBoard kann jeder Tag eine Aufgabe sein, die dein Kind nach der Geschichte zu „Erledigt“ schiebt. Bitte dein Kind am letzten Tag, dir sein Lieblingsbuch „vorzulesen“ und die Geschichte anhand der Bilder zu erzählen. Du wirst staunen, wie viel es behalten hat.</p>',
  ),
};
