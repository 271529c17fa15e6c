import { html, type ArticleTranslation } from '../../article';

export const studySupport: ArticleTranslation = {
  title: 'Lernbegleitung für die Kleinsten',
  runningTitle:
    'Wie Drei- bis Siebenjährige Freude am Lernen finden, ohne dass euer Zuhause zur Schule wird',
  content: html(
    '<p>Zwischen drei und sieben Jahren lernen Kinder mehr als in fast jeder anderen Lebensphase. Sie lernen, einen Stift zu halten, Dinge zu zählen, Buchstaben und Laute zu erkennen, zu warten, bis sie dran sind, und zu Ende zu bringen, was sie angefangen haben. Dafür braucht es keine Arbeitsblätter am Küchentisch. Es braucht eine Mutter oder einen Vater, die hinschauen, dem Lernen ein wenig Raum geben und es leicht halten.</p>',
    '<h2>Gelernt wird in kleinen Portionen</h2>',
    '<p>Ein kleines Kind kann sich ungefähr zwei bis fünf Minuten pro Lebensjahr konzentrieren. Verliert dein Kind mit vier Jahren nach zehn Minuten die Lust, ist es nicht bockig: So funktioniert Aufmerksamkeit in diesem Alter einfach. Plane Lernmomente, die dazu passen. Socken nach Farben sortieren, beim Hochgehen die Stufen zählen, den Anfangsbuchstaben des eigenen Namens auf der Müslipackung suchen: Jedes davon dauert ein paar Minuten, und jedes ist echtes Üben.</p>',
    '<h2>Ein kleiner, fester Platz</h2>',
    '<p>Kinder kommen schneller zur Ruhe, wenn das Lernen einen Ort hat. Ein Schreibtisch muss es nicht sein. Eine Tischecke mit einer Kiste Stifte, ein paar Bilderbüchern und etwas Papier reicht völlig. Kommt die Kiste heraus, weiß dein Kind, welche Zeit jetzt ist. Wird sie weggeräumt, ist die Lernzeit vorbei, und das Spielen darf wieder übernehmen.</p>',
    '<h2>Jede Aufgabe in kleine Schritte teilen</h2>',
    '<p>„Mal ein Bild für Oma“ ist für ein kleines Kind eine große Aufgabe. „Such dir eine Farbe aus, mal die Sonne, mal Oma, schreib den ersten Buchstaben deines Namens“ sind vier kleine, und jeder fertige Schritt ist ein kleiner Erfolg. Genau deshalb teilt TaskBoard ein Ziel in Aufgaben, die von „Neu“ über „In Arbeit“ zu „Erledigt“ wandern. Kinder, die ihren Fortschritt sehen, bleiben viel lieber dran.</p>',
    '<ul>',
    '<li><strong>Benennt das Ziel gemeinsam.</strong> Lass dein Kind es in eigenen Worten sagen.</li>',
    '<li><strong>Einigt euch auf drei oder vier Schritte.</strong> In diesem Alter gilt: weniger ist mehr.</li>',
    '<li><strong>Feiert den letzten Schritt</strong>, nicht nur das Ergebnis: „Du hast alle Schritte geschafft!“</li>',
    '</ul>',
    '<h2>Über Anstrengung sprechen, nicht über Klugheit</h2>',
    '<p>Wenn dein Kind etwas fertig hat, beschreibe, was es getan hat: „Du hast es mit dem Reißverschluss immer wieder versucht, bis es geklappt hat.“ Solche Sätze zeigen, dass Fähigkeiten durch Üben wachsen. Etiketten wie „Du bist so schlau“ können dagegen Angst machen, etwas Schweres zu versuchen, falls das Etikett dann nicht mehr passt.</p>',
    '<h2>Der Neugier folgen</h2>',
    '<p>Ein Kind, das Dinosaurier liebt, zählt, liest und malt mit Begeisterung, sobald Dinosaurier im Spiel sind. Nutze das. Zählt die Dinosaurier, sucht das „D“ in Dinosaurier, malt den größten. Was aus der eigenen Frage deines Kindes entsteht, bleibt viel besser hängen als das, was mit deiner Frage beginnt.</p>',
    '<h2>Es warm halten</h2>',
    '<p>Endet ein Lernmoment in Tränen, hör auf und versucht es an einem anderen Tag wieder. Das Wertvollste, was du in diesen Jahren mitgeben kannst, ist das Gefühl: Lernen tut gut. Die Fähigkeiten kommen dann von selbst. Ein ruhiges, neugieriges Kind ist mit sieben besser auf die Schule vorbereitet als eines, das das Alphabet aufsagen kann, aber Angst davor hat, danach gefragt zu werden.</p>',
  ),
};
