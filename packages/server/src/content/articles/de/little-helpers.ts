import { html, type ArticleTranslation } from '../../article';

export const littleHelpers: ArticleTranslation = {
  title: 'Kleine Helfer: Aufgaben im Haushalt für Drei- bis Siebenjährige',
  runningTitle:
    'Aufgaben für jedes Alter, die Selbstvertrauen stärken, und wie Mithelfen Spaß macht',
  content: html(
    '<p>Kleine Kinder helfen für ihr Leben gern. Ein Kleinkind, das dir überallhin folgt und den Besen halten will, zeigt genau die Motivation, die Mithelfen im Haushalt braucht. Die Kunst besteht darin, diese Begeisterung wachzuhalten, während dein Kind größer wird, indem es echte Aufgaben bekommt, die zu seinem Können passen.</p>',
    '<h2>Warum Mithelfen wichtig ist</h2>',
    '<p>Beim Mithelfen lernen Kinder, dass sie Teil eines Teams sind, dass ihr Beitrag zählt und dass Anstrengung zu sichtbaren Ergebnissen führt: ein aufgeräumtes Regal, ein gedeckter Tisch, eine gegossene Pflanze. Kinder, die zu Hause mithelfen, üben außerdem Planen, Reihenfolgen und Zu-Ende-Bringen, also genau das, was sie später auch in der Schule brauchen.</p>',
    '<h2>Aufgaben nach Alter</h2>',
    '<p>Jedes Kind ist anders, nimm das also als Ideen, nicht als Vorgaben.</p>',
    '<ul>',
    '<li><strong>3 Jahre:</strong> Spielsachen in einen Korb räumen, schmutzige Wäsche in den Wäschekorb werfen, eine kleine Pfütze aufwischen, mit Hilfe ein Haustier füttern.</li>',
    '<li><strong>4 Jahre:</strong> Löffel und Servietten hinlegen, Socken zusammensuchen, Pflanzen gießen, beim Einkaufstragen helfen.</li>',
    '<li><strong>5 Jahre:</strong> das Bett machen (so ungefähr), den eigenen Teller abräumen, Müll trennen, niedrige Regale abstauben.</li>',
    '<li><strong>6 bis 7 Jahre:</strong> bei einfachen Gerichten helfen, saubere Kleidung einräumen, eine kleine Fläche fegen, das Zimmer mit einer Checkliste aufräumen.</li>',
    '</ul>',
    '<h2>Zeigen, gemeinsam machen, dann zurücktreten</h2>',
    '<p>Kinder müssen eine Aufgabe erst gesehen haben, bevor sie sie selbst können. Mach sie zuerst vor, während dein Kind zuschaut, und erkläre jeden Schritt. Dann macht ihr sie zusammen. Schließlich erledigt dein Kind sie allein, während du in der Nähe bleibst. Das dauert anfangs länger, aber so entsteht echtes Können.</p>',
    '<h2>„Gut genug“ gelten lassen</h2>',
    '<p>Ein Bett, das ein fünfjähriges Kind gemacht hat, ist voller Beulen. Widersteh dem Drang, es vor seinen Augen neu zu machen. Neu machen sagt: Deine Mühe hat nicht gezählt. Lobe, was es geschafft hat („Du hast die Decke ganz nach oben gezogen!“), und lass die Ansprüche mit der Zeit langsam steigen.</p>',
    '<h2>Sichtbar machen</h2>',
    '<p>Ein Board, auf dem jede Aufgabe eine Karte ist, zeigt deinem Kind, was es schon geschafft hat. In TaskBoard kann ein Ziel wie „Beim Abendessen helfen“ Aufgaben wie „Löffel hinlegen“ und „Brot tragen“ enthalten, die dein Kind zu „Erledigt“ schiebt. Eine volle Spalte „Erledigt“ ist schon eine Belohnung für sich.</p>',
    '<h2>Die Herausforderung der Woche</h2>',
    '<p>Such eine neue Aufgabe aus, die zum Alter deines Kindes passt. Zeig sie, macht sie gemeinsam, und lass dein Kind sie den Rest der Woche allein übernehmen. Frag am Ende, was am leichtesten und was am schwersten war, und sucht zusammen die nächste Aufgabe aus.</p>',
  ),
};
