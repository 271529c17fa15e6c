import { html, type ArticleTranslation } from '../../article';

export const powerOfYet: ArticleTranslation = {
  title: 'Die Kraft des „noch“',
  runningTitle:
    'Ein kleines Wort, das aus „Ich kann das nicht“ ein „Ich kann das noch nicht“ macht',
  content: html(
    '<p>„Ich kann das nicht!“ Alle Eltern kleiner Kinder kennen diesen Satz, oft begleitet von einem Stift, der auf dem Boden landet, oder einem Schuh, der durchs Zimmer fliegt. Das ist eine ganz normale Reaktion auf Frust. Es ist aber auch eine Chance, einen der nützlichsten Gedanken weiterzugeben, den ein Kind mit in die Schule nehmen kann: Fähigkeiten wachsen durch Üben.</p>',
    '<h2>Was Wachstumsdenken für ein vierjähriges Kind bedeutet</h2>',
    '<p>Psychologinnen und Psychologen beschreiben zwei Arten, über Fähigkeiten zu denken. Im starren Denken kann man etwas oder eben nicht, und ein Fehler beweist, dass man es nicht kann. Im Wachstumsdenken gehört ein Fehler zum Lernen, und das Gehirn wird stärker, wenn etwas schwer ist. Kein Kind kommt mit dem einen oder dem anderen auf die Welt. Es übernimmt die Haltung aus den Worten, die es um sich herum hört, und die meisten dieser Worte kommen von uns.</p>',
    '<h2>Ein Wort dazunehmen</h2>',
    '<p>Das einfachste Werkzeug ist das Wort <em>noch</em>. Sagt dein Kind „Ich kann meine Schuhe nicht binden“, antworte ruhig: „Du kannst deine Schuhe <em>noch</em> nicht binden.“ Der Satz bleibt wahr, aber seine Bedeutung ändert sich völlig. Er sagt nichts mehr darüber, wer dein Kind ist. Er sagt, wo es auf seinem Weg gerade steht.</p>',
    '<p>Am Anfang fällt es deinem Kind vielleicht gar nicht auf. Nach ein paar Wochen fangen viele Kinder an, das Wort selbst anzuhängen. Dieser Moment verdient eine kleine Feier.</p>',
    '<h2>Zeig dein eigenes „noch“</h2>',
    '<p>Kinder lernen mehr von dem, was wir tun, als von dem, was wir sagen. Lass sie sehen, wie du dich mit etwas abmühst: einem neuen Rezept, einem Lied auf der Gitarre, einem widerspenstigen Möbelstück. Sag laut: „Das ist schwer. Ich kriege es noch nicht hin. Ich probiere es anders.“ So zeigst du, dass auch Erwachsene lernen und dass Frust nicht das Ende ist.</p>',
    '<h2>Den Weg sichtbar machen</h2>',
    '<p>Kleine Kinder können sich Fortschritt über Wochen nicht vorstellen. Mach ihn greifbar. Mal fürs Schuhebinden eine Leiter mit vier Sprossen: die Schnürsenkel halten, das Kreuz machen, eine Schlaufe machen, zwei Schlaufen machen. Jedes Mal, wenn eine Sprosse geschafft ist, wird sie ausgemalt. In TaskBoard wird dieselbe Leiter zu einem Ziel mit vier Aufgaben, und dein Kind schiebt eine nach der anderen zu „Erledigt“.</p>',
    '<h2>Die Herausforderung der Woche</h2>',
    '<p>Such dir etwas aus, das deinem Kind gerade schwerfällt. Formuliert es gemeinsam als Ziel („Ich lerne, meine Jacke zuzuknöpfen“), teilt es in drei oder vier kleine Schritte und übt jeden Tag einen Schritt. Jedes Mal, wenn dein Kind „Ich kann das nicht“ sagt, häng das Wort <em>noch</em> an. Schaut euch am Ende der Woche gemeinsam an, welche Schritte schon erledigt sind.</p>',
    '<ul>',
    '<li>Kurz üben: zwei, drei Versuche, dann aufhören, solange es gut läuft.</li>',
    '<li>Das Probieren loben: „Du hast es dreimal versucht. So wächst das Gehirn.“</li>',
    '<li>Ist es noch zu schwer, mach den Schritt kleiner, statt mehr Druck zu machen.</li>',
    '</ul>',
    '<p>Das Zuknöpfen der Jacke ist nicht das eigentliche Ziel. Das eigentliche Ziel ist ein Kind, das beim nächsten schwierigen Ding „noch nicht“ denkt statt „nie“.</p>',
  ),
};
