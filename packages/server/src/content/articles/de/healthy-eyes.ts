import { html, type ArticleTranslation } from '../../article';

export const healthyEyes: ArticleTranslation = {
  title: 'Gesunde Augen: Zeit draußen und Bildschirmpausen',
  runningTitle:
    'Tageslicht, Abstand und regelmäßige Kontrollen: einfache Gewohnheiten, die junge Augen schützen',
  content: html(
    '<p>Kinderaugen entwickeln sich bis in die ersten Schuljahre weiter. Kurzsichtigkeit (Myopie), bei der alles in der Ferne verschwommen aussieht, ist in den letzten Jahrzehnten bei Kindern weltweit viel häufiger geworden. Die Gene spielen eine Rolle, aber auch die täglichen Gewohnheiten, und einige der wirksamsten sind einfach und kostenlos.</p>',
    '<h2>Zeit draußen</h2>',
    '<p>Studien aus mehreren Ländern haben gezeigt, dass Kinder, die mehr Zeit im Freien verbringen, seltener kurzsichtig werden. Helles Tageslicht und der Blick in die Ferne scheinen beide zu helfen. Viele Augenärztinnen und Augenärzte empfehlen etwa zwei Stunden draußen pro Tag, verteilt auf den Weg zur Kita oder Schule, den Spielplatz und Spaziergänge am Wochenende. Es muss kein Sport sein: Jede Zeit draußen zählt.</p>',
    '<h2>Pausen bei der Naharbeit</h2>',
    '<p>Lange auf etwas Nahes zu schauen, ob Tablet, Buch oder Bild, lässt das Auge hart arbeiten, um scharf zu stellen. Regelmäßige Pausen helfen. Eine einfache Regel, die schon kleine Kinder befolgen können, ist die 20-20-20-Regel: alle zwanzig Minuten zwanzig Sekunden lang auf etwas schauen, das etwa sechs Meter entfernt ist. Mach für kleine Kinder ein Spiel daraus: „Siehst du einen Vogel draußen vor dem Fenster?“</p>',
    '<h2>Bildschirme auf Abstand halten</h2>',
    '<p>Kleine Kinder halten Tablets oft sehr nah vors Gesicht. Ermuntere sie, Bildschirme etwa eine Unterarmlänge entfernt zu halten, und zieh einen größeren, weiter entfernten Bildschirm, etwa den Fernseher auf der anderen Seite des Zimmers, einem Handy dicht vor den Augen vor. Gutes Licht im Raum hilft ebenfalls.</p>',
    '<h2>Anzeichen, die du prüfen lassen solltest</h2>',
    '<p>Kleine Kinder beschweren sich selten über ihre Sicht, weil sie nicht wissen, dass andere schärfer sehen. Achte auf Zeichen wie:</p>',
    '<ul>',
    '<li>sehr nah am Fernseher sitzen oder Bücher dicht vors Gesicht halten;</li>',
    '<li>die Augen zusammenkneifen, sie oft reiben oder den Kopf schief halten;</li>',
    '<li>Kopfschmerzen oder müde Augen nach Naharbeit;</li>',
    '<li>beim Betrachten von Bildern oder Wörtern oft den Faden verlieren.</li>',
    '</ul>',
    '<p>Fällt dir etwas davon auf, vereinbare einen Termin für einen Sehtest. Auch ohne Anzeichen lohnt sich eine Untersuchung vor der Einschulung; bei Kindern übernimmt die Krankenkasse sie in der Regel.</p>',
    '<h2>In den Alltag einbauen</h2>',
    '<p>Am leichtesten schützt man die Augen, wenn gesunde Gewohnheiten zur Routine werden statt zu Regeln, an die man denken muss. Geht zu Fuß zur Kita, wenn es geht, plant nach der Bildschirmzeit Spielen draußen ein, und spielt bei langem Malen oder Lesen das 20-20-20-Spiel. Diese Gewohnheiten tun auch Schlaf, Laune und Fitness gut, sodass die ganze Familie profitiert.</p>',
  ),
};
