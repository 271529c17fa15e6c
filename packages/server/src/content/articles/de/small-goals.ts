import { html, type ArticleTranslation } from '../../article';

export const smallGoals: ArticleTranslation = {
  title: 'Kleine Ziele, große Erfolge',
  runningTitle:
    'Große Aufgaben in kleine, sichtbare Schritte zerlegen hilft Drei- bis Siebenjährigen, dranzubleiben',
  content: html(
    '<p>„Räum dein Zimmer auf“ ist eine der schwersten Anweisungen, die ein kleines Kind bekommen kann. Für Erwachsene klingt sie einfach, für ein vierjähriges Kind ist sie ein Berg ohne Weg nach oben. Nichts sagt ihm, wo es anfangen soll, wann es fertig ist oder wie weit es schon gekommen ist. Das Ergebnis ist oft ein Kind, das mitten im Chaos sitzt und gar nichts tut.</p>',
    '<h2>Große Ziele, kleine Schritte</h2>',
    '<p>Kinder kommen, genau wie Erwachsene, mit großen Aufgaben viel besser zurecht, wenn sie in kleine, klare Schritte aufgeteilt sind. „Stell die Bücher ins Regal. Leg die Autos in die rote Kiste. Tu die Kleider in den Korb.“ Jeder Schritt hat einen klaren Anfang und ein klares Ende. Jeder geschaffte Schritt bringt ein kleines Erfolgsgefühl, und dieses Gefühl treibt den nächsten an.</p>',
    '<h2>So teilst du ein Ziel auf</h2>',
    '<ul>',
    '<li><strong>Ein Schritt, eine Handlung.</strong> „Leg die Autos in die Kiste“, nicht „Sortier deine Spielsachen“.</li>',
    '<li><strong>Die Liste kurz halten.</strong> Drei bis fünf Schritte für die meisten Kinder zwischen drei und sieben.</li>',
    '<li><strong>Mit dem leichtesten Schritt anfangen.</strong> Ein früher Erfolg gibt Schwung.</li>',
    '<li><strong>Die Worte deines Kindes benutzen.</strong> Frag: „Was müssen wir als Erstes machen?“</li>',
    '</ul>',
    '<h2>Fortschritt sichtbar machen</h2>',
    '<p>Kleine Kinder leben im Hier und Jetzt. Eine Liste im Kopf behalten können sie nicht, aber sie können sehen, wie sich Karten bewegen. Genau das ist die Idee hinter TaskBoard: Jedes Ziel hat Aufgaben, die von „Neu“ über „In Arbeit“ zu „Erledigt“ wandern. Wenn dein Kind eine Karte zu „Erledigt“ zieht oder wischt, sieht es seinen Fortschritt mit eigenen Augen. Eine volle Spalte „Erledigt“ am Ende des Tages ist der Beweis, dass es etwas geschafft hat.</p>',
    '<h2>Das Fertigwerden feiern</h2>',
    '<p>Etwas zu Ende zu bringen ist eine eigene Fähigkeit. Viele kleine Kinder starten begeistert und verlieren auf halber Strecke die Lust. Wenn der letzte Schritt geschafft ist, feiert den Moment: ein Abklatschen, ein besonderer Sticker, ein kleiner Tanz. Mit der Zeit lernen Kinder, dass Fertigwerden sich gut anfühlt, und freuen sich darauf.</p>',
    '<h2>Ziele, die mit deinem Kind wachsen</h2>',
    '<p>Mit drei kann ein Ziel „Fertig machen für den Spielplatz“ mit drei Schritten sein. Mit sieben vielleicht „Eine Rakete aus Pappe bauen“ mit zehn Schritten, verteilt über eine Woche. Die Fähigkeit ist dieselbe: ein großes Ziel, ein Plan aus kleinen Schritten und die Geduld, sie nacheinander zu gehen.</p>',
    '<h2>Die Herausforderung der Woche</h2>',
    '<p>Such ein Ziel aus, das deinem Kind am Herzen liegt, zum Beispiel eine Karte für einen Freund basteln oder eine Höhle bauen. Teilt es gemeinsam in drei bis fünf kleine Aufgaben und setzt sie aufs Board. Lass dein Kind jede Aufgabe weiterschieben, während es vorankommt, und feiert, wenn die letzte bei „Erledigt“ ankommt.</p>',
  ),
};
