import type { EvalCase } from '../../types';

/**
 * Held-out round 10, German: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing capital, umlauts
 * now and then written out, words of Austria and Switzerland), each with the words a relevant
 * plan names beyond the goal's own (relevance.ts), decided when the goal was written. Written on
 * 2026-11-27 without reading the planner's library or matcher, committed before any library
 * change it may prompt, and never edited: a later round adds a new directory.
 */
export const deHeldOut: EvalCase[] = [
  [
    'Emil soll morgens beim Anziehen nicht so trödeln',
    'Kleidung|Stuhl|Wecker|Uhr|Reihenfolge|Bildkarten|Socken|Hose',
  ],
  [
    'Nachtlicht aus und trotzdem einschlafen',
    'Dunkelheit|Taschenlampe|Kuscheltier|Tür|Flur|Sterne|Lied|Mut',
  ],
  [
    'sie kommt jede Nacht um drei zu uns ins Bett',
    'zurückbringen|eigenes Bett|Kuscheltier|Licht|Belohnung|Sticker|Regel|Matratze',
  ],
  [
    'abends eine Gute-Nacht-Geschichte mit Papa ausdenken',
    'Figur|Anfang|Ende|Bett|Kuscheltier|erzählen|Idee|Licht',
  ],
  [
    'Gummistiefel im Flur selber an- und ausziehen',
    'hinsetzen|Bank|Ferse|Socken|festhalten|Schuhregal|Stiefelknecht|Fuß',
  ],
  [
    'das Kleid alleine über den Kopf ausziehen',
    'Ärmel|Arme|Saum|Knöpfe|kreuzen|festhalten|Haare|Kragen',
  ],
  [
    'am Morgen Muesli selber in die Schuessel machen',
    'Milch|Löffel|Packung|gießen|Tisch|Flocken|Kühlschrank|Becher',
  ],
  [
    'Finn isst nur Nudeln, wie bekommen wir mehr Gemüse rein',
    'Karotte|Gurke|Brokkoli|probieren|klein schneiden|Dip|Teller|kochen',
  ],
  [
    'das Schnitzel selber mit dem Messer schneiden',
    'Gabel|festhalten|sägen|Stück|klein|Teller|vorsichtig|Kindermesser',
  ],
  [
    'im Wirtshaus warten bis das Essen kommt',
    'Malbuch|Stifte|Spiel|Ich sehe was|Geduld|Serviette|Tisch|Kellner',
  ],
  [
    'Paradeiser und Gurken für die Jause selber schneiden',
    'Messer|Brett|festhalten|Finger|Scheiben|Teller|waschen|Krallengriff',
  ],
  [
    'beim Eingießen nicht jedes Mal das Glas umwerfen',
    'Krug|Kanne|halten|langsam|zwei Hände|Tisch|Wasser|Lappen',
  ],
  [
    'tagsüber ohne Windel, klappt noch gar nicht',
    'Töpfchen|Toilette|Klo|Unterhose|Timer|Sticker|Hände waschen|Unfall',
  ],
  [
    'nach dem großen Geschäft selber abputzen',
    'Klopapier|Toilettenpapier|vorne nach hinten|spülen|Hände|Seife|Feuchttücher|abwischen',
  ],
  [
    'Haare waschen ohne dass sie das ganze Haus zusammenschreit',
    'Shampoo|Duschkopf|Augen|Waschlappen|Schild|Becher|ausspülen|Handtuch',
  ],
  [
    'wegen Neurodermitis abends eincremen lassen',
    'Lotion|Salbe|Arme|Beine|Kniekehlen|verteilen|Schlafanzug|Lied',
  ],
  [
    'Zimmer aufraeumen bevor Oma zu Besuch kommt',
    'Spielzeug|Kisten|Regal|Boden|Bücher|Korb|Bett|einsortieren',
  ],
  [
    'die Legosteine nach dem Bauen wieder in die Kiste',
    'sortieren|Boden|Deckel|Teile|Farben|Regal|aufheben|Bauwerk',
  ],
  ['das eigene Zimmer staubsaugen', 'Boden|Stecker|Teppich|Spielzeug|Ecken|Kabel|aufheben|Düse'],
  [
    'den Biomüll zum Kompost bringen',
    'Eimer|Deckel|Schalen|Küche|leeren|Zeitung|Hände waschen|Garten',
  ],
  [
    'Pfandflaschen zum Automaten im Supermarkt bringen',
    'Bon|Kasse|Tasche|einwerfen|Geld|Kiste|Leergut|Loch',
  ],
  [
    'beim Abendbrot für alle Teller und Besteck hinlegen',
    'Gabel|Messer|Löffel|Glas|Serviette|zählen|Platz|links',
  ],
  [
    'Unkraut zupfen im Gemüsebeet mit Papa',
    'Handschuhe|Wurzel|Eimer|Schaufel|Harke|Pflanzen|Kompost|Erde',
  ],
  ['Radieschen im Hochbeet selber säen', 'Samen|Erde|Reihe|gießen|Gießkanne|Rille|Abstand|ernten'],
  [
    'Kartoffeln ernten im Schrebergarten',
    'Grabgabel|Spaten|Erde|Korb|Eimer|Handschuhe|Pflanze|graben',
  ],
  [
    'den Hund nicht mehr am Schwanz ziehen',
    'streicheln|sanft|Rücken|fragen|schlafen|Ruhe|Abstand|Futter',
  ],
  [
    'jeden Morgen dem Wellensittich Futter und Wasser geben',
    'Körner|Napf|Schälchen|Käfig|auffüllen|frisch|Hirse|Sand',
  ],
  [
    'nicht mehr flunkern wenn was kaputt gegangen ist',
    'Wahrheit|ehrlich|sagen|reparieren|entschuldigen|ruhig|loben|Fehler',
  ],
  [
    'Mia und Ben streiten dauernd wer aufs Tablet darf',
    'abwechseln|Timer|Uhr|Regeln|teilen|Zeit|Reihenfolge|Kompromiss',
  ],
  [
    'Bruder und Schwester teilen sich jetzt ein Zimmer',
    'Regeln|Bereich|Bett|Regal|Ruhe|Kiste|abwechseln|Licht',
  ],
  [
    'Streit unter Freundinnen im Kindergarten wer die beste Freundin ist',
    'Gefühle|reden|zu dritt|spielen|zuhören|Erzieherin|teilen|Regeln',
  ],
  [
    'beim Wickeln vom Baby mithelfen',
    'Windel|Feuchttücher|Creme|Wickeltisch|reichen|Body|singen|Hände',
  ],
  [
    'einen Freund aus der Kita zu uns einladen',
    'fragen|Eltern|Nachmittag|Spielzeug|teilen|Spiel|Snack|abholen',
  ],
  [
    'auf dem Spielplatz andere Kinder fragen ob sie mitspielen darf',
    'Hallo|Namen|Schaukel|Rutsche|Sandkasten|lächeln|Ball|warten',
  ],
  [
    'Turnbeutel für Donnerstag selbr packen',
    'Turnschuhe|Hose|T-Shirt|Trinkflasche|Liste|Tasche|Sportzeug|Haken',
  ],
  [
    'Chindsgi-Täschli am Abend bereitmachen',
    'Trinkflasche|Znüni|Finken|Jacke|Haken|Liste|Dose|Regenhose',
  ],
  [
    'im Morgenkreis vor den anderen Kindern etwas erzählen',
    'Stimme|laut|üben|Spiegel|Kuscheltier|Bild|Erzieherin|mutig',
  ],
  [
    'Schultüte basteln für die Einschulung',
    'Karton|Pappe|Kleber|Krepppapier|Schere|Tüll|Bild|Band',
  ],
  [
    'den Weg zur Schule üben bevor sie in die erste Klasse kommt',
    'Ampel|Zebrastreifen|Bordstein|Straße|links|rechts|Kreuzung|laufen',
  ],
  [
    'die Buchstaben von ihrem Namen nachspuren',
    'Punkte|Linie|Stift|Papier|Vorlage|Großbuchstaben|nachfahren|Anfang',
  ],
  [
    'beim Würfeln die Augen erkennen ohne abzuzählen',
    'Punkte|Zahlen|Mengen|Muster|Spielbrett|Figur|Karten|schnell',
  ],
  ['Reime finden wie Maus Haus Laus', 'Wörter|Endung|Spiel|Bilder|Gedicht|klingt|Karten|Lied'],
  [
    'ein Gedicht für Omas Geburtstag auswendig lernen',
    'Zeilen|wiederholen|Strophe|vorsagen|Reim|üben|aufsagen|Bilder',
  ],
  [
    'Mandala ausmalen ohne übern Rand zu malen',
    'Buntstifte|Linien|Farben|langsam|Stift|Muster|Ecke|Vorlage',
  ],
  [
    'einen Papierflieger falten der richtig weit fliegt',
    'Blatt|Knick|Spitze|Flügel|Mitte|werfen|Ecken|Kante',
  ],
  [
    'Einladungskarten für den fünften Geburtstag basteln',
    'Tonpapier|Stifte|Datum|Uhrzeit|Namen|Umschlag|Kleber|Aufkleber',
  ],
  ['Geige üben vor der Musikstunde', 'Bogen|Saiten|Noten|Haltung|Minuten|stimmen|Kinn|Lied'],
  [
    'Kinderlieder mitsingen und dazu klatschen',
    'Takt|Rhythmus|Strophe|Text|Instrument|Trommel|tanzen|Bewegung',
  ],
  ['Rad schlagen lernen im Turnverein', 'Hände|Arme|Beine|Matte|Linie|abstützen|Schwung|Trainerin'],
  [
    'sich trauen vom Beckenrand ins Wasser zu springen',
    'Papa|auffangen|Arme|Nase|zählen|Schwimmflügel|Schwimmnudel|tief',
  ],
  [
    'Schwimmbrille aufsetzen und nach dem Ring tauchen',
    'Luft|anhalten|Augen|Boden|Becken|blubbern|Nase|Papa',
  ],
  ['im Skikurs nicht mehr weinen', 'Skilehrerin|Helm|Handschuhe|Pizza|Pflug|Lift|Pause|Gruppe'],
  [
    'Schlittschuhlaufen ueben im Eisstadion',
    'Helm|Handschuhe|Knie|festhalten|Bande|hinfallen|aufstehen|gleiten',
  ],
  [
    'Tagesausflug in den Freizeitpark vorbereiten',
    'Rucksack|Jause|Trinkflasche|Karte|Eintritt|Sonnencreme|Zug|Kappe',
  ],
  [
    'Koffer für die Ferien bei Oma selber packen',
    'Liste|Unterhosen|Socken|Zahnbürste|Schlafanzug|Kuscheltier|Hosen|Pullover',
  ],
  [
    'am Zebrastreifen warten bis die Autos wirklich stehen',
    'schauen|links|rechts|Hand|Fahrer|Blick|Bordstein|Ampel',
  ],
  [
    'was tun wenn ich im Einkaufszentrum verloren gehe',
    'Verkäuferin|Kasse|stehen bleiben|Telefonnummer|Namen|Mama|Information|Mitarbeiter',
  ],
  ['auf der Rolltreppe richtig stehen', 'Handlauf|festhalten|Füße|Linie|Stufe|Hand|Schuhe|Rand'],
  [
    'mit keinem Fremden mitgehen auch wenn er Süßigkeiten hat',
    'nein|weglaufen|Eltern|laut|Erwachsene|Codewort|erzählen|rufen',
  ],
  [
    'Zahnarztbesuch vorbereiten, sie hat total Angst',
    'Stuhl|Spiegel|Mund|Zähne|zählen|Buch|Arztkoffer|spielen',
  ],
  [
    'Fiebermessen ohne Herumzappeln',
    'Thermometer|Ohr|Achsel|stillhalten|Sekunden|Piepen|Stirn|Bett',
  ],
  [
    'mit dem eigenen Taschengeld beim Bäcker bezahlen',
    'Münzen|Euro|Brezel|Kasse|Wechselgeld|zählen|danke|Semmel',
  ],
  [
    'Geld fürs Laufrad selber zusammensparen',
    'Sparschwein|Münzen|zählen|Ziel|Bild|Liste|Taschengeld|Kasse',
  ],
  ['weniger YouTube Kids am Nachmittag', 'Zeit|Timer|Regeln|draußen|spielen|Bücher|Wecker|Minuten'],
  [
    'Hörspiel statt Fernsehen nach dem Kindergarten',
    'Toniebox|Tonie|CD|Kopfhörer|Sofa|Kissen|aussuchen|malen',
  ],
  [
    'beim Essen kein Handy, auch nicht für die Eltern',
    'Korb|Kiste|Gespräch|Regel|Tisch|lautlos|reden|Vorbild',
  ],
  [
    'den Adventskalender für den Bruder gemeinsam befüllen',
    'Säckchen|Zahlen|Türchen|Kleinigkeiten|Dezember|Schokolade|Zettel|aufhängen',
  ],
  [
    'Lebkuchenhaus verzieren im Advent',
    'Zuckerguss|Süßigkeiten|Dach|Spritzbeutel|Mandeln|Puderzucker|Wände|kleben',
  ],
  ['mit den Sternsingern mitgehen', 'Krone|Gewand|Stern|Lied|Segen|Kreide|Türen|Spenden'],
  ['Osterhasen aus Hefeteig backen', 'Mehl|Hefe|kneten|Ohren|Rosinen|Ofen|formen|Backblech'],
  [
    'der Krampus macht ihr Angst',
    'Maske|Kostüm|verkleidet|Nikolaus|Abstand|Hand|Bilderbuch|erklären',
  ],
  [
    'im Schnee mit Papa einen Iglu bauen',
    'Schaufel|Schneeblöcke|Eimer|Handschuhe|Schneehose|festklopfen|Eingang|Mütze',
  ],
  ['im Supermarkt die Äpfel abwiegen', 'Waage|Tüte|Knopf|Nummer|Kilo|Etikett|zählen|Gewicht'],
  [
    'Marmorkuchen für den Kindergeburtstag zusammen backen',
    'Mehl|Eier|Zucker|Kakao|Schüssel|rühren|abwiegen|Ofen',
  ],
  [
    'ein Danke-Bild für die Erzieherin malen',
    'Stifte|Papier|Blatt|Herz|schreiben|Namen|Umschlag|Farben',
  ],
];
