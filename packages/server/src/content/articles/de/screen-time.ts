import { html, type ArticleTranslation } from '../../article';

export const screenTime: ArticleTranslation = {
  title: 'Bildschirmzeit, die zu eurer Familie passt',
  runningTitle:
    'Klare Grenzen, gute Inhalte und bildschirmfreie Zonen: ein praktischer Plan für Eltern',
  content: html(
    '<p>Bildschirme gehören zum Familienleben, und so zu tun, als gäbe es sie nicht, klappt selten. Die hilfreiche Frage lautet nicht „Bildschirm ja oder nein?“, sondern: wie viel, welche Inhalte und wann. Dieser Artikel richtet sich an Eltern: ein einfacher Plan, den du anpassen kannst, statt einer Liste von Regeln, bei der sich alle schuldig fühlen.</p>',
    '<h2>Was die Empfehlungen sagen</h2>',
    '<p>Viele kinderärztliche Fachgesellschaften empfehlen für Kinder von zwei bis fünf Jahren höchstens etwa eine Stunde hochwertige Bildschirminhalte am Tag, am besten gemeinsam mit einem Erwachsenen, und für ältere Kinder verlässliche Grenzen. Diese Zahlen sind Orientierung, keine Gesetze. Am wichtigsten ist, dass Bildschirme weder Schlaf noch Bewegung, Vorlesen oder die gemeinsame Gesprächszeit verdrängen.</p>',
    '<h2>Mit dem anfangen, was nicht ersetzt werden darf</h2>',
    '<p>Statt zuerst Minuten zu zählen, schreib auf, was dein Kind jeden Tag braucht: etwa zehn bis dreizehn Stunden Schlaf bei Drei- bis Fünfjährigen, mindestens eine Stunde Bewegung, gemeinsame Mahlzeiten und etwas Zeit mit Büchern. Plane das zuerst. Bildschirmzeit passt in das, was übrig bleibt, und das ist oft weniger, als es schien.</p>',
    '<h2>Inhalte auswählen, nicht nur Minuten</h2>',
    '<p>Dreißig Minuten einer ruhigen Sendung, die eine Geschichte erzählt, sind etwas ganz anderes als dreißig Minuten schneller Clips, die automatisch in den nächsten übergehen. Gute Inhalte für kleine Kinder haben eine klare Geschichte, ein sanftes Tempo und keinen endlosen Feed. Apps, mit denen dein Kind etwas gestaltet, etwa malt oder baut, sind meist besser als Apps, die darauf ausgelegt sind, es vor dem Bildschirm zu halten.</p>',
    '<h2>Anfang und Ende klar festlegen</h2>',
    '<p>Kleinen Kindern fällt es schwer, mit etwas aufzuhören, das ihnen Spaß macht, vor allem, wenn es darauf angelegt ist, weiterzulaufen. Hilf ihnen mit sichtbaren Grenzen:</p>',
    '<ul>',
    '<li>Vereinbart es, bevor der Bildschirm angeht: „Zwei Folgen, dann gehen wir auf den Spielplatz.“</li>',
    '<li>Nutze eine Uhr, die dein Kind sehen kann, und kündige das Ende ein paar Minuten vorher an.</li>',
    '<li>Halte die nächste Beschäftigung bereit, damit das Ende des Bildschirms der Anfang von etwas anderem ist.</li>',
    '</ul>',
    '<h2>Orte und Zeiten ohne Bildschirm</h2>',
    '<p>Vielen Familien fällt es leichter, Orte und Zeiten zu schützen, als Minuten zu zählen. Üblich sind: keine Bildschirme beim Essen, keine im Kinderzimmer und keine in der Stunde vor dem Schlafengehen, denn sowohl das Licht als auch aufregende Inhalte erschweren das Einschlafen.</p>',
    '<h2>Schaut zusammen, wann immer es geht</h2>',
    '<p>Wenn du dich während eines Teils der Bildschirmzeit dazusetzt, wird daraus gemeinsame Zeit. Frag, was wohl als Nächstes passiert, benenne, wie sich die Figuren fühlen, und verbinde die Geschichte mit dem Leben deines Kindes. Kinder lernen viel mehr aus einer Sendung, wenn ein Erwachsener mit ihnen darüber spricht.</p>',
    '<h2>Auch die eigenen Gewohnheiten anschauen</h2>',
    '<p>Kinder machen nach, was sie sehen. Sehen sie oft Mama oder Papa am Tisch aufs Handy schauen, wirkt die Regel „Keine Handys beim Abendessen“ unfair. Ein Familienplan, der die Erwachsenen einschließt, überzeugt mehr und ist leichter einzuhalten.</p>',
  ),
};
