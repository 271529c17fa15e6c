import { html, type ArticleTranslation } from '../../article';

export const firstHomework: ArticleTranslation = {
  title: 'Die ersten Hausaufgaben, ohne Tränen',
  runningTitle: 'Fünf- bis Siebenjährige gelassen bei ihren ersten Schulaufgaben begleiten',
  content: html(
    '<p>Die ersten Hausaufgaben in der Grundschule sind meist überschaubar: ein Lesebuch, eine Seite Buchstaben schreiben, ein paar Rechenaufgaben. Für ein fünf- oder sechsjähriges Kind am Ende eines langen Tages können sie sich trotzdem riesig anfühlen. Wie das erste Hausaufgabenjahr läuft, prägt noch lange, wie Kinder über Schularbeit denken, deshalb lohnt es sich, die Grundlagen gut zu legen.</p>',
    '<h2>Den richtigen Zeitpunkt wählen</h2>',
    '<p>Die meisten kleinen Kinder sind direkt nach der Schule müde und hungrig. Gib ihnen einen Snack und Zeit zum Spielen, bevor du irgendeine Konzentration erwartest. In vielen Familien klappt ein kurzes Zeitfenster vor dem Abendessen am besten. Versucht, es jeden Tag zur selben Zeit zu machen, damit die Hausaufgaben zur Routine werden statt zum täglichen Streit.</p>',
    '<h2>Kurz halten</h2>',
    '<p>In diesem Alter reichen zehn bis fünfzehn Minuten völlig. Dauert es viel länger, stimmt etwas nicht: Vielleicht ist die Aufgabe zu schwer, dein Kind zu müde oder die Umgebung zu ablenkend. Es ist völlig in Ordnung, aufzuhören und der Lehrerin oder dem Lehrer Bescheid zu geben. Die wissen es lieber, als unter Tränen erledigte Hausaufgaben zu bekommen.</p>',
    '<h2>Einen ruhigen Platz einrichten</h2>',
    '<p>Ein freies Stück Tisch, gutes Licht, bereitliegende Stifte und kein Bildschirm in Sicht machen einen großen Unterschied. Kleine Kinder lassen sich leicht ablenken, also halte Spielzeug und den Lärm der Geschwister für diese paar Minuten fern.</p>',
    '<h2>In Schritte aufteilen</h2>',
    '<p>Eine Seite mit zehn Rechenaufgaben kann erschlagend wirken. Deck den Großteil der Seite ab und zeig jeweils nur eine Reihe, oder vereinbart kleine Schritte: „Erst diese drei, dann einmal strecken, dann die nächsten drei.“ Jeden Schritt abzuhaken, gibt ein Gefühl von Vorankommen. Ein Ziel in TaskBoard mit drei kleinen Aufgaben erfüllt denselben Zweck, und Kinder schieben sie mit Begeisterung zu „Erledigt“.</p>',
    '<h2>Helfen, aber nicht abnehmen</h2>',
    '<p>Es ist verlockend, jeden Fehler zu verbessern oder die Lösung zu zeigen. Stell lieber Fragen: „Mit welchem Laut fängt das Wort an?“ „Kannst du es mit den Fingern zählen?“ Steckt dein Kind wirklich fest, zeig ein ähnliches Beispiel und lass es dann die echte Aufgabe versuchen. Die Hausaufgaben sind zum Üben da; Fehler zeigen der Lehrkraft, was sie als Nächstes erklären sollte.</p>',
    '<h2>Die Anstrengung sehen</h2>',
    '<p>Beende jede Hausaufgabenzeit mit etwas Positivem darüber, wie dein Kind gearbeitet hat: „Du hast dich heute richtig gut konzentriert“ oder „Das schwierige Wort hast du ganz allein herausgefunden.“ Kinder, die sich fähig fühlen, setzen sich am nächsten Tag lieber wieder hin.</p>',
    '<h2>Wenn es immer wieder schiefgeht</h2>',
    '<p>Enden die Hausaufgaben regelmäßig in Tränen, sprich mit der Lehrkraft. Vielleicht macht etwas die Arbeit schwerer, als sie sein sollte, etwa Schwierigkeiten beim Lesen oder mit der Konzentration, und frühe Gespräche helfen.</p>',
  ),
};
