import { html, type ArticleTranslation } from '../../article';

export const praiseEffort: ArticleTranslation = {
  title: 'Lob die Anstrengung, nicht das Talent',
  runningTitle:
    'Was wir nach einem Erfolg sagen, prägt, wie Kinder der nächsten Herausforderung begegnen',
  content: html(
    '<p>„Du bist so schlau!“ Das ist einer der natürlichsten Sätze, die Eltern sagen, und er kommt von Herzen. Doch die Motivationsforschung zeigt, dass die Art, wie wir Kinder loben, erstaunlich stark beeinflusst, wie sie mit Schwierigkeiten umgehen. Dieser Artikel ist für Eltern, deren Lob nicht nur stolz, sondern auch widerstandsfähig machen soll.</p>',
    '<h2>Was die Forschung herausgefunden hat</h2>',
    '<p>In bekannten Studien mit Schulkindern wählten Kinder, die nach dem Lösen von Rätseln für ihre Klugheit gelobt worden waren, danach häufiger leichte Rätsel und gaben bei schweren schneller auf als Kinder, die für ihre Anstrengung gelobt worden waren. Als klug bezeichnet zu werden, machte Scheitern zu einer Bedrohung für das eigene Selbstbild. Für Anstrengung gelobt zu werden, machte ein schweres Rätsel zu einer Chance, es noch einmal zu versuchen.</p>',
    '<p>Jüngere Kinder bilden sich ihre Vorstellung von den eigenen Fähigkeiten gerade erst, deshalb ist die Kindergartenzeit ein guter Moment, um die Weichen zu stellen.</p>',
    '<h2>Beschreibe, was dein Kind getan hat</h2>',
    '<p>Das hilfreichste Lob ist konkret. Statt eines allgemeinen Etiketts beschreibst du, was du gesehen hast:</p>',
    '<ul>',
    '<li>„Du hast so lange verschiedene Teile ausprobiert, bis das Puzzle gepasst hat.“</li>',
    '<li>„Du hast um Hilfe gebeten, als du nicht weiterkamst. Das war eine gute Idee.“</li>',
    '<li>„Du hast das Lied jeden Tag geübt, und jetzt kannst du es ganz singen.“</li>',
    '</ul>',
    '<p>Konkretes Lob zeigt deinem Kind, was es beim nächsten Mal wiederholen kann. Und es zeigt, dass du wirklich hingeschaut hast, was Kindern mehr bedeutet als jedes Wort.</p>',
    '<h2>Die Strategie loben, nicht nur die Anstrengung</h2>',
    '<p>Anstrengung allein ist nicht alles: Immer wieder dasselbe ohne Erfolg zu probieren, frustriert. Achte darauf, wann dein Kind den Ansatz wechselt, eine Frage stellt oder eine Pause macht und zurückkommt. Das sind die Gewohnheiten guter Lernender.</p>',
    '<h2>Nicht zu viel loben</h2>',
    '<p>Kinder merken schnell, wenn Lob automatisch kommt. Ist alles „super“, verliert das Wort seine Bedeutung. Heb dir das Lob für echte Anstrengung und echten Fortschritt auf, dann hat es mehr Gewicht. Im Alltag reichen ein Lächeln, ein Daumen hoch oder einfach das Beschreiben dessen, was du siehst („Du hast dein Bild fertig gemalt“).</p>',
    '<h2>Was du nach einem Misserfolg sagen kannst</h2>',
    '<p>Wenn etwas schiefgeht, widersteh sowohl dem Drang, dein Kind zu retten, als auch dem, es zu kritisieren. Erkenne das Gefühl an („Das war enttäuschend“), und schau dann nach vorn: „Was könnten wir beim nächsten Mal ausprobieren?“ So lernt dein Kind, dass ein Rückschlag eine Information ist und kein Urteil.</p>',
    '<h2>Probier es eine Woche lang aus</h2>',
    '<p>Achte eine Woche lang darauf, wie oft du Etiketten wie klug, schlau oder begabt verwendest. Versuch jedes Mal, eines davon durch eine Beschreibung von Anstrengung oder Strategie zu ersetzen. Viele Eltern finden die Umstellung anfangs ungewohnt und nach wenigen Tagen selbstverständlich, und sie merken, dass ihre Kinder anfangen, ihre eigenen Anstrengungen genauso zu beschreiben.</p>',
  ),
};
