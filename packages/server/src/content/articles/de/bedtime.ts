import { html, type ArticleTranslation } from '../../article';

export const bedtime: ArticleTranslation = {
  title: 'Ein Abendritual, das wirklich hält',
  runningTitle:
    'Dieselben ruhigen Schritte in derselben Reihenfolge: wie ein Ritual kleinen Kindern beim Einschlafen hilft',
  content: html(
    '<p>Schlaf prägt fast alles im Tag eines kleinen Kindes: Laune, Aufmerksamkeit, Appetit und Geduld. Drei- bis Fünfjährige brauchen etwa zehn bis dreizehn Stunden Schlaf in vierundzwanzig Stunden, Sechs- bis Siebenjährige etwa neun bis zwölf. Viele bekommen weniger, oft weil das Zubettgehen zur Verhandlung geworden ist.</p>',
    '<h2>Rituale kündigen den Schlaf an</h2>',
    '<p>Ein Abendritual ist eine kurze Abfolge ruhiger Schritte, jeden Abend in derselben Reihenfolge. Nach ein paar Wochen sagen die Schritte selbst dem Körper, dass der Schlaf kommt. Die Forschung zum Schlaf kleiner Kinder zeigt immer wieder: Ein regelmäßiges Ritual hilft ihnen, schneller einzuschlafen und nachts seltener aufzuwachen.</p>',
    '<h2>Ein Ritual in vier Schritten</h2>',
    '<p>Halte es so kurz, dass es auch an müden Abenden klappt, am besten zwanzig bis dreißig Minuten. Ein bewährter Ablauf:</p>',
    '<ol>',
    '<li>Baden oder waschen, dann Schlafanzug.</li>',
    '<li>Zähne putzen und aufs Klo.</li>',
    '<li>Ein oder zwei Bücher im Bett.</li>',
    '<li>Ein Lied, eine Kuschelrunde, Licht aus.</li>',
    '</ol>',
    '<p>Die genauen Schritte sind weniger wichtig, als dass sie jeden Abend in derselben Reihenfolge kommen, wenn möglich auch am Wochenende.</p>',
    '<h2>Licht dimmen, Bildschirme aus</h2>',
    '<p>Helles Licht am Abend, vor allem von Bildschirmen, verzögert die Schlafsignale des Körpers. Schalte Bildschirme mindestens eine Stunde vor dem Schlafengehen aus und dimme während des Rituals das Licht. Wilde Spiele und Toben passen besser in den früheren Abend.</p>',
    '<h2>Lass dein Kind einen Teil selbst bestimmen</h2>',
    '<p>Kinder wehren sich weniger gegen Abläufe, wenn sie etwas mitbestimmen dürfen. Biete kleine Entscheidungen innerhalb des Rituals an: welcher Schlafanzug, welche zwei Bücher, welches Lied. Ein Bilderplan mit den Schritten zeigt deinem Kind, was als Nächstes kommt, und lässt es abhaken, was geschafft ist, und ein Kind, das sein Ritual selbst anführt, hat weniger Gründe zu diskutieren.</p>',
    '<h2>Mit den „Nur noch einmal“-Wünschen umgehen</h2>',
    '<p>Noch ein Schluck Wasser, noch eine Geschichte, noch einmal kuscheln: Alle Eltern kennen die Liste. Bau die üblichen Wünsche ins Ritual selbst ein, sodass das Wasser zu Schritt zwei gehört und das letzte Kuscheln zu Schritt vier. Nach dem Licht-aus beantworte weitere Wünsche ruhig und kurz, jeden Abend mit derselben Antwort. Die Beständigkeit ist es, die ein Ritual wirken lässt.</p>',
    '<h2>Gib ihm Zeit</h2>',
    '<p>Ein neues Ritual braucht meist zwei bis drei Wochen, bis es sitzt. Es wird schlechte Nächte geben, besonders bei Krankheit oder in den Ferien. Kehrt so bald wie möglich zu denselben Schritten zurück, und das Ritual tut wieder seine Arbeit.</p>',
  ),
};
