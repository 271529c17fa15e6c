import { html, type ArticleTranslation } from '../../article';

export const mistakes: ArticleTranslation = {
  title: 'Aus Fehlern lernen wir',
  runningTitle:
    'Wie kleine Kinder einen Umweg als Teil des Weges sehen lernen und nicht als sein Ende',
  content: html(
    '<p>Manche Kinder zerreißen ein Bild, weil ein Strich danebengegangen ist. Andere wollen ein neues Spiel gar nicht erst ausprobieren, weil sie verlieren könnten. Angst vor Fehlern ist bei kleinen Kindern verbreitet, besonders bei nachdenklichen, die genau merken, wenn etwas nicht ganz stimmt. Eltern können ihnen helfen, Fehler anders zu sehen: als normalen, sogar nützlichen Teil des Lernens.</p>',
    '<h2>Fehler lassen das Gehirn wachsen</h2>',
    '<p>Du kannst es einfach erklären: „Wenn etwas schwer ist und du dranbleibst, baut dein Gehirn neue Wege. Fehler sind das Gehirn bei der Arbeit.“ Kinder mögen die Vorstellung, dass ihr Gehirn wie ein Muskel ist, der stärker wird. Manche Familien malen ein Gehirn und kleben jedes Mal einen Sticker darauf, wenn jemand aus einem Fehler gelernt hat.</p>',
    '<h2>Den „Lieblingsfehler“ feiern</h2>',
    '<p>Beim Abendessen erzählt jede und jeder von einem Fehler des Tages und was man daraus gelernt hat. Die Eltern fangen an: „Ich habe Salz statt Zucker in meinen Tee getan. Jetzt lese ich die Etiketten!“ Erwachsene fröhlich über ihre eigenen Fehler reden zu hören, ist einer der stärksten Wege, Fehlern den Schrecken zu nehmen.</p>',
    '<h2>Gelassen auf Missgeschicke reagieren</h2>',
    '<p>Kinder beobachten, wie wir reagieren, wenn ihnen etwas misslingt. Ein umgekipptes Glas, auf das ein Seufzer folgt, lehrt etwas anderes als ein umgekipptes Glas, auf das „Hoppla! Holen wir einen Lappen“ folgt. Bleib ruhig in der Stimme, konzentriert euch darauf, es gemeinsam in Ordnung zu bringen, und macht dann weiter. Je weniger Drama, desto weniger bedrohlich werden Fehler.</p>',
    '<h2>Das „schöne Hoppla“</h2>',
    '<p>Geht ein Bild schief, hilf deinem Kind, aus dem Fehler etwas Neues zu machen. Ein Fleck wird zur Wolke, ein zittriger Strich zur Straße, ein Riss zum Mund. So zeigt sich spielerisch, dass ein Fehler irgendwo Spannendes hinführen kann, statt das ganze Werk zu beenden.</p>',
    '<h2>Ein bisschen kämpfen lassen</h2>',
    '<p>Es ist schwer zuzusehen, wie sich ein Kind abmüht, und schnelles Eingreifen fühlt sich liebevoll an. Doch Kinder, die immer gerettet werden, lernen nie, dass sie sich allein von einem Fehler erholen können. Warte etwas länger, als es sich bequem anfühlt, bevor du hilfst, und wenn du hilfst, gib einen Tipp statt der Lösung.</p>',
    '<h2>Die Herausforderung der Woche</h2>',
    '<p>Spielt diese Woche jeden Tag bei einer Mahlzeit eine Runde „Lieblingsfehler“. Schreibt die Fehler und Erkenntnisse aller Familienmitglieder auf ein Blatt am Kühlschrank. Lest sie am Ende der Woche gemeinsam und schaut, wie viele Erkenntnisse erst aus einem Fehler entstanden sind. In TaskBoard hält ein Ziel wie „Meinen Lieblingsfehler erzählen“ mit einer Aufgabe pro Tag die Herausforderung am Laufen.</p>',
  ),
};
