import { html, type ArticleTranslation } from '../../article';

export const morningRoutine: ArticleTranslation = {
  title: 'Eine Morgenroutine, die dein Kind selbst schafft',
  runningTitle:
    'Weniger Erinnern, ruhigere Morgen: eine Bilder-Routine, die Kinder selbst in die Hand nehmen',
  content: html(
    '<p>Die meisten Familienmorgen laufen nach demselben Drehbuch ab: aufstehen, anziehen, frühstücken, Zähne putzen, Schuhe suchen, los. Und an den meisten Familienmorgen wiederholt ein Elternteil jeden dieser Schritte mehrmals. Eine Routine, die dein Kind sehen und selbst durchziehen kann, schreibt dieses Drehbuch um.</p>',
    '<h2>Warum Routinen kleinen Kindern helfen</h2>',
    '<p>Kinder zwischen drei und sieben fühlen sich sicherer, wenn sie wissen, was als Nächstes kommt. Vorhersehbare Schritte sorgen für weniger Streit, denn die Routine entscheidet, was jetzt dran ist, nicht Mama oder Papa. Sie machen auch selbstständiger: Ein Kind, das eine Liste allein abarbeiten kann, fühlt sich fähig, und dieses Gefühl strahlt in den ganzen Tag aus.</p>',
    '<h2>Vier oder fünf Schritte, nicht mehr</h2>',
    '<p>Lange Listen überfordern kleine Kinder. Wähle die vier oder fünf Schritte aus, die an einem Kita- oder Schulmorgen am wichtigsten sind. Zum Beispiel:</p>',
    '<ol>',
    '<li>Anziehen.</li>',
    '<li>Frühstücken.</li>',
    '<li>Zähne putzen.</li>',
    '<li>Schuhe und Jacke anziehen.</li>',
    '</ol>',
    '<p>Alles andere, etwa die Tasche packen, bleibt vorerst Elternsache. Neue Schritte kommen dazu, wenn die ersten rund laufen.</p>',
    '<h2>Mach es sichtbar</h2>',
    '<p>Kinder, die noch nicht lesen, können Bildern folgen. Fotografiere dein Kind bei jedem Schritt oder lass es ihn selbst malen. Hängt die Bilder in der richtigen Reihenfolge dorthin, wo dein Kind sie sieht. In TaskBoard kann jeder Schritt eine Aufgabe mit Bild sein, die dein Kind von „Neu“ zu „Erledigt“ schiebt, sobald sie geschafft ist. Die Karte zu verschieben ist eine kleine, befriedigende Handlung, die Fortschritt ganz ohne Worte zeigt.</p>',
    '<h2>Lass die Routine erinnern</h2>',
    '<p>Wenn dein Kind abschweift, widersteh dem Drang, zum fünften Mal „Zieh dich an!“ zu rufen. Frag stattdessen: „Was steht als Nächstes auf deinem Board?“ Damit geht die Aufgabe des Erinnerns an dein Kind über, mit der Routine als Stütze. Und deine Stimme bleibt ruhiger, was allen guttut.</p>',
    '<h2>Am Wochenende üben</h2>',
    '<p>Ein Wochentagmorgen mit tickender Uhr ist der schlechteste Zeitpunkt, um etwas Neues zu lernen. Probiert die Routine zuerst an einem entspannten Samstag aus. Macht ein Spiel daraus: Schafft dein Kind alle vier Schritte, bevor ein Lied zu Ende ist? Durch das Üben werden die Schritte zur Gewohnheit und halten auch dann, wenn es eilig ist.</p>',
    '<h2>Die Herausforderung der Woche</h2>',
    '<p>Erstellt gemeinsam eine Morgenroutine mit vier Schritten und einem Bild für jeden Schritt, und lass dein Kind sie an fünf Morgen selbst durchziehen. Zählt, wie viele Schritte dein Kind ohne Erinnerung geschafft hat, und feiert am Ende der Woche die Summe, egal wie hoch sie ist. Es geht um Fortschritt, nicht um Perfektion.</p>',
  ),
};
