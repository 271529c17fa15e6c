/**
 * Zielfamilien auf Deutsch, so formuliert, wie Eltern es zu Hause sagen (keine Übersetzung aus
 * dem Englischen). Dieselben Kennungen wie en.ts; das Format steht in types.ts. Deutsche
 * Wörter werden auch in Zusammensetzungen gefunden ("zahn" in "Zahnbürste").
 */
import type { FamilyId } from './en';
import { family, type LanguagePack } from './types';

const families: Record<FamilyId, ReturnType<typeof family>> = {
  // ── Körperpflege ──
  'brush-teeth': family(
    'zahne putzen|zahne|zahn|zahnburste|zahnpasta|zahneputzen|zahnseide|zahnseide benutzen|zahnzwischenraume|zwei minuten putzen|richtig putzen|grundlich putzen',
    'Zahnpasta auf die Bürste|Oben die Zähne putzen|Unten die Zähne putzen|+Zwei Minuten putzen, dabei ein Lied|Ausspucken und Bürste ausspülen|+Bürste zurück in den Becher',
  ),
  'wash-hands': family(
    'hande waschen|handewaschen|saubere hande|seife',
    'Hände am Waschbecken nass machen|Seife auf beide Hände|+Zwischen den Fingern und Nägeln reiben|+Dabei Happy Birthday singen|Den ganzen Schaum abspülen|Mit dem Handtuch abtrocknen',
  ),
  'wash-face': family(
    'gesicht waschen|gesicht|waschlappen|katzenwasche|gesichtswasche',
    'Waschlappen am Waschbecken nass machen|Stirn und Wangen abwischen|+Um Nase und Kinn wischen|Wasser ins Gesicht spritzen|Mit dem Handtuch trocken tupfen|+Waschlappen zum Trocknen aufhängen',
  ),
  'bath-time': family(
    'baden|badewanne|duschen|dusche|~waschen|badezeit|sich waschen|sich alleine waschen|waschlappen|katzenwasche',
    'Handtuch mit Mama holen|Mit einem Erwachsenen in die Badewanne|+Arme, Beine und Bauch waschen|+Hinter den Ohren waschen|Die Seife abspülen|Mit dem Handtuch abtrocknen',
  ),
  'wash-hair': family(
    'haare waschen|haarewaschen|shampoo',
    'Kopf zurück, Papa hält dich|Ein Erwachsener macht die Haare nass|Shampoo mit den Fingern einreiben|+Waschlappen vor die Augen halten|Ein Erwachsener spült den Schaum aus|+Haare mit dem Handtuch trocknen',
  ),
  'brush-hair': family(
    'haare kammen|haare burste|kamm|haarburste|zopf|pferdeschwanz|frisur|fohnen|haare fohnen|fohn|haare trocknen|haartrockner|haare foehnen|haare fonen|fonen|haare kampeln|kampeln|haare burschten',
    'Bürste oder Kamm holen|Vor den Spiegel stellen|Von oben nach unten bürsten|+Knoten festhalten und sanft bürsten|Hinten auch bürsten|+Haargummi oder Spange rein',
  ),
  'blow-nose': family(
    'schnauzen|nase putzen|naseputzen|taschentuch|schnupfen|nase',
    'Ein Taschentuch nehmen|Vor die Nase halten|Sanft pusten, erst eine Seite|+Nase gut abwischen|Taschentuch in den Mülleimer|+Danach Hände waschen',
  ),
  'use-toilet': family(
    'topfchen|toilette|klo|pipi|windel|trocken werden|aufs klo|nachts trocken|windelfrei|ins bett machen|spulen|abziehen|nachts trocken|trockene nachte|nasse nachte|bettnassen|unfalle|pipi machen|kacka|po abwischen|popo abwischen|hintern abwischen|allein abwischen|selbst abwischen|popo|ins bett machen|macht ins bett|nachts einnassen|einnassen|nachts trocken werden|ohne windel schlafen|nachtwindel|keine windel mehr|windel abgewohnen|po selber abwischen|po alleine abwischen|klopapier|toilettenpapier|aufs topfchen|wc|grosses geschaft|grosse geschaft|grossen geschaft|kleines geschaft|kleine geschaft|abputzen|po abputzen|popo abputzen|hintern abputzen|selber abputzen|allein abputzen|alleine abputzen|stuhlgang|aa machen|kacken|gross machen|klo gehen|auf die toilette|aufs wc',
    'Geh, wenn dein Körper Bescheid sagt|Hose runterziehen|Aufs Töpfchen oder Klo setzen|+Von vorne nach hinten abwischen|Spülen und Hose hochziehen|+Hände mit Seife waschen|+Abends vor dem Schlafen aufs Klo',
  ),
  'sun-cream': family(
    'sonnencreme|sonnenschutz|sonnenhut|sonnenbrand|eincremen|neurodermitis|ekzem|eincremen|eincremen lassen|creme auftragen|sich kratzen|trockene haut',
    'Sonnencreme in die Hand|Ins Gesicht reiben|Arme und Beine eincremen|+Rücken von einem Erwachsenen eincremen lassen|Sonnenhut aufsetzen|+Im Schatten Wasser trinken',
  ),
  'take-medicine': family(
    'medizin|medikament|hustensaft|vitamine|tropfen nehmen',
    'Ein Erwachsener holt die Medizin|Neben den Erwachsenen setzen|Vom Löffel des Erwachsenen nehmen|+Den Erwachsenen fragen, wofür sie ist|Danach etwas Wasser trinken|+Mit dem Erwachsenen abhaken',
  ),
  'take-temperature': family(
    'fieberthermometer|thermometer|fieber messen|temperatur|temperatur messen|fieber|fiebermessen',
    'Ein Erwachsener holt das Thermometer|Still auf den Schoß setzen|Unter die Achsel klemmen|Auf das Piepen warten|+Oder der Erwachsene misst im Ohr|+Zusehen, wie er die Grad abliest|+Bei Fieber ausruhen und trinken',
  ),
  inhaler: family(
    'asthmaspray|inhalator|vorschaltkammer|spacer|asthma|inhalieren|dosieraerosol',
    'Ein Erwachsener schüttelt das Spray|Maske mit dem Erwachsenen aufsetzen|Der Erwachsene drückt einen Hub|Fünfmal langsam atmen|+Die Atemzüge an den Fingern zählen|+Mit dem Erwachsenen den Mund ausspülen|+Zusammen im Asthmaplan abhaken',
  ),
  'swallow-tablet': family(
    'tablette|tabletten|pille|kapsel|~schlucken|tablette schlucken',
    'Ein Erwachsener gibt dir die Tablette|Auf die Zunge legen|Einen großen Schluck Wasser nehmen|Alles auf einmal schlucken|+Den Erwachsenen fragen, ob sie in Apfelmus darf|+Den Rest vom Wasser trinken|+Mit dem Erwachsenen abhaken',
  ),
  'eye-drops': family(
    'augentropfen|augensalbe|tropfen ins auge|tropfen in die augen|augen tropfen|ohrentropfen|nasentropfen|tropfen ins ohr|tropfen in die ohren|augentropfen|augensalbe',
    'Auf ein Kissen legen|Nach oben zur Decke schauen|Ein Erwachsener gibt einen Tropfen|Augen zu und langsam blinzeln|+Die Wange mit einem Taschentuch abtupfen|+Das Kuscheltier auf den Bauch legen|+Mit dem Erwachsenen abhaken',
  ),
  flight: family(
    'flugzeug|~flug|mit dem flugzeug|flughafen|flughafen weglaufen|flugzeug packen|im flugzeug|fliegen|handgepack|flugreise|ganzen flug|langen flug|flug sitzen|beim fliegen|~mallorca|~malle|~teneriffa|~kanaren|~gran canaria|~turkei|~antalya|~griechenland|~kreta|~agypten|~amerika|flieger|mit dem flieger|in den urlaub fliegen|urlaubsflug|abflug|flugangst|ins flugzeug|zum ersten mal fliegen',
    'Kopfhörer, Buch und Snack einpacken|Den Reisepass am Schalter zeigen|Den Gurt gut anschnallen|Auf deinem Platz sitzen bleiben|+Deinen kleinen Koffer selbst ziehen|+Gähnen oder trinken, wenn die Ohren drücken|+Aus dem Fenster auf die Wolken schauen',
  ),
  'nit-comb': family(
    'läuse|laeuse|lause|nissen|läusekamm|lausekamm|kopfläuse|kopflause|nissenkamm|laus',
    'Auf ein Handtuch setzen|Erwachsener gibt Spülung ins Haar|Stillsitzen, während gekämmt wird|Kamm am Taschentuch abwischen|+Eine kleine Strähne nach der anderen kämmen|+Einen Film für danach aussuchen|+Das Handtuch mit dem Erwachsenen waschen',
  ),
  'no-biting': family(
    'beissen|beißen|beisst|beißt|nicht beissen|nicht beißen|andere kinder beissen|andere kinder beißen|gebissen',
    'In den Beißring beißen, nicht Freunde|Sagen: „Ich bin wütend!“|Sanfte Hände, sanfte Zähne|Weggehen und Erwachsene holen|+Entschuldigen und fragen, ob alles gut ist|+Mit Worten sagen, wie weh es tut|+Sticker für einen sanften Tag',
  ),
  'dog-bath': family(
    'hund baden|den hund baden|hund waschen|hundeshampoo|hundebad|welpen baden|hund abduschen',
    '+Mit dem Erwachsenen das Halsband abnehmen|Erwachsener füllt lauwarmen Eimer|Hund mit Erwachsenem nass machen|Shampoo sanft einreiben|Mit dem Erwachsenen abspülen|+Zurücktreten, wenn er sich schüttelt|+Mit einem alten Handtuch trocknen',
  ),
  'pet-died': family(
    'gestorben|gestorbene|verstorben|tod|trauern|trauert|beerdigung|eingeschläfert|tot ist|gestorben|ist gestorben|das gestorben ist|der gestorben ist|die gestorben ist|verabschieden vom hund|vom hund verabschieden|von der katze verabschieden|vom meerschweinchen verabschieden|beerdigen|tod des',
    'Sagen, dass du traurig bist|Fotos von deinem Tier ansehen|Weinen und kuscheln|Eine schöne Erinnerung erzählen|+Es für eine Erinnerungskiste malen|+Mit einem Erwachsenen eine Blume im Garten pflanzen|+Ein Buch übers Abschiednehmen lesen',
  ),
  'months-of-year': family(
    'monate|die monate|monatsnamen|zwölf monate|zwolf monate|monate des jahres|12 monate',
    'Ein Monatslied zusammen singen|Mit Januar anfangen|Deinen Geburtstagsmonat finden|Auf dem Kalender zeigen|+Jeden Monat einer Jahreszeit zuordnen|+Sagen, welcher Monat als Nächstes kommt|+Jeden Morgen einen Tag abhaken',
  ),
  'emergency-call': family(
    '112|110|144|notruf|notrufnummer|krankenwagen|polizei rufen|rettungswagen|den notruf|rettung rufen',
    'Mit dem Spieltelefon üben|Nach Rettung oder Polizei fragen|Langsam deinen Namen sagen|Nur bei einem schlimmen Unfall anrufen|+Am Telefon bleiben, bis Hilfe kommt|+Wissen, wo das Handy der Erwachsenen liegt|+Mit einem Erwachsenen Notruf spielen',
  ),
  cinema: family(
    'kino|im kino|ins kino|kinobesuch|kinofilm',
    'Vorher aufs Klo gehen|Die Karte am Eingang zeigen|Im Dunkeln deinen Sitz finden|Während des Films flüstern|+Das Popcorn mit einem Erwachsenen teilen|+Eine Hand halten, wenn es laut wird|+Am Ende klatschen',
  ),
  'dog-poo': family(
    'hundekot|hundehaufen|hundekacke|hundegackerl|gackerl|kotbeutel|hundekotbeutel|gassibeutel|hundstrümmerl|hundstrummerl',
    'Kotbeutel zum Spaziergang mitnehmen|Hand in den Beutel stecken|Mit Erwachsenem den Haufen aufheben|Knoten machen, Mülleimer suchen|+Zu Hause Hände waschen|+Nie ohne Beutel anfassen|+Den Hund fürs Warten loben',
  ),
  'nail-cutting': family(
    'fingernagel schneiden|fingernagel|nagel kurzen|zehennagel kurzen|nagel schneiden|nagelschere|nagelknipser|fussnagel|zehennagel|nagelfeile|nagel feilen',
    'Eine Geschichte zum Zuhören aussuchen|Auf den Schoß vom Erwachsenen|Stillhalten, der Erwachsene schneidet|Ein Finger nach dem anderen|+Für jede Hand ein Lied singen|+Der Erwachsene feilt die Kanten mit der Feile|+Sticker, wenn alle zehn fertig sind',
  ),
  'wake-clock': family(
    'uns wecken|uns nicht wecken|zu fruh|5 uhr|6 uhr|lichtwecker|kinderwecker|fruh aufwachen|fruhaufsteher|zu fruh wach',
    'Zuerst auf das Licht schauen|Grün heißt: aufstehen|Im Bett Bücher anschauen|Kuscheltier halten und flüstern|+Die kleine Lampe leise anmachen|+Erst bei Grün rüberkommen|+Sticker fürs Liegenbleiben',
  ),
  'car-sick': family(
    'reiseubelkeit|ubel im auto|schlecht im auto|reisekrank|spucken im auto|kotzen im auto|autofahren ubel|beim autofahren schlecht',
    'Dort sitzen, wo du rausschaust|Weit in die Ferne schauen|Einen trockenen Keks knabbern|Sagen, wenn der Bauch komisch ist|+Ein Erwachsener öffnet das Fenster etwas|+Auf langen Fahrten um Pausen bitten|+Eine Tüte griffbereit halten',
  ),
  'phone-free-meals': family(
    'handy am tisch|handys am tisch|kein handy|handyfrei|handyfreie|ohne handy beim essen|bildschirm am tisch|handy beim essen',
    'Alle Handys in einen Korb|Auf lautlos stellen|Den Korb in der Küche lassen|Vom Tag erzählen|+Jedem eine Frage stellen|+Handys erst nach dem Nachtisch|+Abends zusammen aufladen',
  ),
  wedding: family(
    'hochzeit|bei der hochzeit|taufe|trauung|kommunion|zeremonie',
    'Buch und Sticker einpacken|Neben einem Erwachsenen sitzen|Flüstern, wenn du etwas brauchst|Für das Brautpaar klatschen|+Bei den Reden einen Snack essen|+Danach auf dem Fest tanzen|+Der Braut zuwinken',
  ),
  'healthy-sleep': family(
    'schlafen|einschlafen|durchschlafen|im bett bleiben|mittagsschlaf|mude|alleine einschlafen|allein einschlafen|ohne mama einschlafen',
    'Mit dem Kuscheltier hinlegen|Augen zumachen|Langsam atmen|+An einen schönen Ort denken|Bis morgens im Bett bleiben|+Erst auf die Lichtuhr schauen',
  ),
  // ── Anziehen und Schuhe ──
  'tie-shoes': family(
    'schuhe binden|schuhe zubinden|schnursenkel|schleife binden|schleife|schnurband',
    'Beide Schnürsenkel kreuzen|Einen drunter durch, festziehen|Eine Schlaufe wie ein Hasenohr|+Das andere Band herumwickeln|Durchstecken und beide Schlaufen ziehen|+Am Schuh auf dem Tisch üben',
  ),
  'shoes-on': family(
    '~schuhe|schuhe anziehen|klettverschluss|gummistiefel|stiefel|turnschuhe|sandalen|hausschuhe|schuhe alleine|richtigen fuss|falschen fuss|richtigen fuß|schuhe richtig herum|schuhe verkehrt|gummistiefel anziehen|stiefel anziehen|stiefel alleine|stiefel allein|gummistiefel allein|gummistiefel alleine|schuhe allein|schuhe selber anziehen|schuhe selbst anziehen|stiefel selber anziehen',
    'Auf den Boden setzen|Linken und rechten Schuh finden|Fuß rein, Ferse zuletzt|+Schuhlöffel nehmen, wenn es drückt|Klett fest zudrücken|+Hausschuhe an ihren Platz',
  ),
  'socks-on': family(
    'socken anziehen|~socken|strumpfhose|strumpfe anziehen',
    'Auf den Boden setzen|Socke bis zur Spitze zusammenschieben|Die Zehen hineinstecken|Über die Ferse ziehen|+Das Bein hochziehen|+Schauen, ob die Ferse hinten sitzt|+Beim anderen Fuß genauso',
  ),
  'get-dressed': family(
    'anziehen|alleine anziehen|kleidung|klamotten|socken|hose|kleider anziehen|gewand|gewand anziehen|leiberl|pulli anziehen|sich anziehen|sich alleine anziehen|sich selbst anziehen|morgens anziehen|ausziehen|sich ausziehen|alleine ausziehen|allein ausziehen|selber ausziehen|selbst ausziehen|kleid ausziehen|pulli ausziehen|pullover ausziehen|hose ausziehen|socken ausziehen|kleid anziehen|uber den kopf|kleid|pullover|pulli|oberteil|strumpfhose anziehen|unterhose|body anziehen|umziehen|sich umziehen',
    'Kleidung aufs Bett legen|Unterhose und Socken anziehen|Hose anziehen|+Knöpfe und Reißverschlüsse zumachen|Oberteil über den Kopf|+Ausziehen: Arme kreuzen, Saum fassen, hochziehen|+Schlafanzug unters Kopfkissen',
  ),
  'buttons-zips': family(
    'knopfe|knopf|zuknopfen|reissverschluss|druckknopfe',
    'Knopf mit zwei Fingern halten|Das Knopfloch daneben finden|Knopf durchschieben|+Unten anfangen|Die Reißverschluss-Enden einhaken|+Langsam bis zum Kinn hochziehen',
  ),
  'coat-on': family(
    'jacke|mantel|jacke anziehen|jacke aufhangen|anorak|jacke alleine anziehen|jacke selber anziehen|jacke anziehen alleine',
    'Jacke auf den Boden legen|An die Kapuze stellen|Arme in die Ärmel|+Jacke über den Kopf schwingen|Bis zum Kinn zumachen|+Zu Hause an den Haken hängen',
  ),
  'winter-clothes': family(
    'mutze|handschuhe|schal|fausthandschuhe|schneeanzug|winter|kalt draussen|handschuhe anziehen|handschuhe|mutze aufsetzen|haube|kappe|fausthandschuhe|schneehose|faustlinge|faustling|faustlinge anziehen|handschuhe anziehen lernen',
    'Die warme Mütze aufsetzen|Den Schal umwickeln|Finger in die Handschuhe|+Handschuhe zuletzt, nach der Jacke|Stiefel anziehen|+Mit einem Erwachsenen das Wetter prüfen',
  ),
  'pyjamas-on': family(
    'schlafanzug|pyjama|nachthemd|schlafanzug anziehen',
    'Tageskleidung ausziehen|In den Wäschekorb legen|Schlafanzughose anziehen|+Das Etikett gehört nach hinten|Schlafanzugoberteil anziehen|+Kleidung für morgen bereitlegen',
  ),
  'fold-clothes': family(
    'falten|wasche falten|kleidung wegraumen|schublade|kleiderschrank|saubere wasche|wasche zusammenlegen|zusammenlegen|wasche falten|kleider zusammenlegen|handtucher falten',
    'T-Shirt flach hinlegen|Ärmel nach innen falten|In der Mitte falten|+Einen Stapel pro Schublade|In die Schublade legen|+Kleider und Hemden aufhängen',
  ),
  // ── Essen ──
  'eat-breakfast': family(
    'fruhstuck|fruhstucken|musli|cornflakes|toast|haferbrei|zmorge|zmorgen|fruhstuck essen|fruhstuck ans bett|fruhstuck machen|fruhstuck fur mama|fruhstuck fur papa|fruhstuck vorbereiten',
    'An den Tisch setzen|Müsli in die Schüssel|Milch mit Mama dazugießen|+Auch ein Stück Obst essen|Mit dem Löffel essen|+Schüssel zur Spüle bringen',
  ),
  'try-new-food': family(
    'neues essen probieren|probieren|neues essen|wahlerisch|kosten|isst nur|nur nudeln|isst nichts|makelig|makelt|heikel|heikler esser|schlechter esser|picky|isst kein gemuse|nur nudeln essen|nichts neues|will nichts essen|isst fast nichts|wahlerischer esser',
    'Neues Essen auf den Teller legen|Daran riechen|Einen winzigen Bissen vom Löffel|+Sagen: süß, salzig oder knusprig|Daumen hoch oder runter|+An einem anderen Tag wieder probieren',
  ),
  'eat-vegetables': family(
    'gemuse|brokkoli|karotten|mohren|~erbsen|erbsen essen|obst|gesund essen|gesundes essen',
    'Das Gemüse von heute wählen|Etwas auf den Teller legen|Drei kleine Bissen nehmen|+Farben auf dem Teller zählen|Zuerst das Gemüse essen|+Beim Einkaufen Gemüse mit aussuchen',
  ),
  'drink-water': family(
    'wasser trinken|trinkflasche|mehr trinken|durst|glas wasser|becher',
    'Trinkflasche füllen|Hinstellen, wo du sie siehst|Nach dem Spielen trinken|+Zu jeder Mahlzeit ein Glas|Leer: wieder auffüllen|+Einen Sticker pro Flasche',
  ),
  'pour-drink': family(
    'einschenken|eingiessen|selbst einschenken|krug|getrank einschenken|aus dem becher trinken|offenen becher|aus dem glas trinken|glas trinken|trinken ohne kleckern|ohne kleckern trinken|ohne verschutten|becher trinken|aus der tasse trinken|tasse trinken|offene tasse|nicht verschutten|nicht umkippen|milch umkippen|glas umkippen|becher umkippen',
    'Den Becher auf den Tisch stellen|Den Krug mit beiden Händen halten|Langsam in den Becher gießen|Bei halb voll aufhören|+Mit beiden Händen am Becher trinken|+Verschüttetes mit einem Lappen abwischen|+Den Krug zurück in den Kühlschrank',
  ),
  'use-cutlery': family(
    'gabel|loffel|besteck|alleine essen|selbst essen|messer und gabel|mit messer und gabel|schnitzel|schnitzel schneiden|fleisch schneiden|essen schneiden|am teller schneiden|auf dem teller schneiden|mit dem messer essen|kinderbesteck|suppe loffeln|loffeln|mit der gabel',
    'Gabel in die Hand nehmen|Ein Stück aufspießen|Zum Mund führen|+Suppe langsam löffeln|Kauen, dann das nächste|+Weiches mit einem Erwachsenen schneiden',
  ),
  chopsticks: family(
    'stabchen|essstabchen|mit stabchen essen',
    'Das untere Stäbchen still halten|Das obere wie einen Stift halten|Nur das obere bewegen|Ein Stück Essen greifen|+Mit Pompons üben|+Lernstäbchen mit Ring ausprobieren',
  ),
  'set-table': family(
    'tisch decken|tischdecken|~teller|teller verteilen|besteck hinlegen|servietten|platzsets|teller tisch|teller auf den tisch|tisch fur das essen|gedeck',
    'Zählen, wie viele essen|An jeden Platz einen Teller|Zu jedem Teller eine Gabel|+Für jeden eine Serviette falten|An jeden Platz ein Glas|+Wasserkrug in die Mitte',
  ),
  'clear-table': family(
    'tisch abraumen|abraumen|teller wegbringen|nach dem essen|teller abraumen|teller wegraumen|teller in die kuche|teller zur spule|geschirr abraumen|spule|eigenen teller',
    'Reste in den Müll|Teller in die Küche tragen|Glas auch mitnehmen|+Besteck in einer Hand tragen|Platz mit dem Lappen abwischen|+Stuhl ranschieben',
  ),
  'healthy-snack': family(
    'snack|zwischenmahlzeit|gesunder snack|pausenbrot|vesper|znuni|zvieri|brotzeit|jause herrichten|jausenbrot|vesper|brotzeit machen|sussigkeiten|naschen|schokolade|sussigkeiten nur am wochenende|zwischenmahlzeit|nachmittagssnack|vesper|jause|znuni|zvieri|zwischendurch naschen|naschen|nascht|obst statt kekse|obst statt sussigkeiten|weniger kekse|kekse|gesunde pause|obst zum zvieri|obst zur jause|obst zum vesper|obst als snack|obst am nachmittag',
    'Hände waschen|Obst aus der Schale nehmen|Auf einen Teller legen|+Käse oder Cracker dazu|Am Tisch essen|+Verpackung in den Müll',
  ),
  'peel-fruit': family(
    'banane schalen|mandarine schalen|obst schalen|mandarine|~banane',
    'Das Obst in eine Hand nehmen|Die Spitze am Stiel abknicken|Die Schale in Streifen abziehen|Schale in den Biomüll|+Bei der Mandarine den Daumen reindrücken|+Die weißen Fäden abzupfen',
  ),
  'pack-lunch': family(
    'brotdose|brotbox|pausenbrot einpacken|essen fur die schule|lunchbox|jausenbox|jausenbrot|znunibox|znuni einpacken|brotzeitbox|brotdose packen',
    'Brotdose aufmachen|Ein Brot hineinlegen|Obst und Getränk dazu|+Eine kleine Leckerei dazu|Deckel fest zumachen|+Bis morgen in den Kühlschrank',
  ),
  'table-manners': family(
    'tischmanieren|offenem mund|mit offenem mund|vollem mund|mit vollem mund|mund zu machen|mund zumachen|mund geschlossen|am tisch sitzen bleiben|ordentlich essen|mit geschlossenem mund kauen|benehmen am tisch|sitzen bleiben|am tisch bleiben|bis alle fertig sind|alle fertig|vom tisch aufstehen|ruhig sitzen|mit dem essen spielen|essen spielen|essen werfen|essen auf den boden|nicht mit dem essen|essen ohne tablet|ohne handy essen|ohne bildschirm essen|essen ohne fernseher|kleckern|ohne kleckern|nicht kleckern|sauber essen|restaurant|im restaurant|gasthaus|im lokal|hoflich am tisch|brav am tisch|mittagessen in der kita|in der mensa|mensa|mittagessen im kindergarten|langsam essen|langsamer essen|langsamer isst|gut kauen|langsamer kauen|schmatzen|nicht schmatzen|schmatzt|bei tisch|schlurfen|rulpsen|nicht rulpsen|leise essen',
    'Auf deinen Stuhl setzen|Warten, bis alle etwas haben|Langsam mit geschlossenem Mund kauen|+Kleine Bissen nehmen|+Bitte sagen, wenn du etwas möchtest|Danke für das Essen sagen|+Fragen, ob du aufstehen darfst',
  ),
  // ── Aufräumen und Haushalt ──
  'tidy-room': family(
    'zimmer aufraumen|kinderzimmer|aufraumen|unordnung|chaos|zimmer|sauber machen|kasten aufraumen|kinderzimmer|zimmer aufraumen|zeug wegraumen|krimskrams wegraumen|zimmer aufraeumen|aufraeumen|zimmer ordentlich|ordnung machen|ordnung im zimmer|zimmer in ordnung|zimmer sauber|boden frei',
    'Alles vom Boden aufheben|Spielzeug in seine Kisten|Schmutzwäsche in den Korb|+Bücher zurück ins Regal|Müll in den Eimer|+Unter dem Bett nachschauen',
  ),
  'tidy-toys': family(
    'spielzeug aufraumen|spielsachen aufraumen|spielzeug|spielsachen|spielzeugkiste|spielecke|playmobil|lego aufraumen|playmobil aufraumen|lego wegraumen|playmobil wegraumen|spielzeug wegraumen|bausteine wegraumen',
    'Das Aufräumlied singen|Autos in die Autokiste|Kuscheltiere aufs Regal setzen|+Bausteine nach Farben sortieren|Deckel auf die Kisten|+Prüfen, ob der Boden frei ist',
  ),
  'make-bed': family(
    'bett machen|bett|bettdecke|kopfkissen|laken',
    'Decke bis nach oben ziehen|Mit den Händen glattstreichen|Kissen nach oben legen|+Die Ecken einstecken|Kuscheltiere aufs Kissen setzen|+Schlafanzug unters Kissen falten',
  ),
  'dirty-laundry': family(
    'wasche aufhangen|waschestander|wascheklammer|schmutzwasche|waschekorb|waschmaschine|wasche waschen|wasche sortieren|in den korb|schmutzwasche in den korb|schmutzige wasche|dreckige wasche|wasche in den korb|socken in den waschekorb|dreckige socken|schmutzige socken',
    'Kleidung vom Boden aufsammeln|Socken richtig herum umdrehen|In den Wäschekorb legen|+Hell und dunkel mit Mama sortieren|Korb zur Waschmaschine tragen|+Mit einem Erwachsenen die Maschine füllen',
  ),
  'match-socks': family(
    'socken sortieren|sockenpaare|socken zusammenlegen|paare finden|socken paaren|paaren|socken zuordnen|socken nach dem waschen|socken zusammensuchen|sockenberg|passende socken|wasche sortieren|socken falten',
    'Saubere Socken ausschütten|Zwei gleiche finden|Zusammenrollen|+Für jeden einen Stapel|Paare in die Schublade|+Einzelne Socken in eine Kiste',
  ),
  'tidy-books': family(
    'bucherregal|bucher aufraumen|bucher sortieren|bucher wegraumen',
    'Bücher vom Boden aufheben|Ins Regal stellen|Große Bücher ans Ende|+Nach Größe oder Farbe sortieren|Büchereibücher in ihre Tasche|+Alte Bücher verschenken',
  ),
  'tidy-desk': family(
    'schreibtisch|federmappe|mappchen|bastelecke|stifte|buntstifte',
    'Stifte in den Becher|Kappen auf die Filzstifte|Papiere stapeln|+Kaputte Wachsmalstifte wegwerfen|Tisch mit dem Lappen abwischen|+Stifte mit einem Erwachsenen spitzen',
  ),
  dusting: family(
    'staub wischen|staubwischen|staub|staubtuch|fenster putzen|fenster|scheiben putzen|staub wischen',
    'Ein weiches Tuch holen|Sachen vom Regal nehmen|Regal abwischen|+Die Sachen auch abwischen|Alles zurückstellen|+Tuch draußen ausschütteln',
  ),
  'sweep-floor': family(
    'fegen|kehren|besen|kehrschaufel|krumel|boden fegen',
    'Besen mit zwei Händen halten|Krümel auf einen Haufen fegen|Schaufel flach hinhalten|+Aus den Ecken zur Mitte fegen|Haufen auf die Schaufel kehren|+Ausleeren und Besen wegstellen',
  ),
  vacuum: family(
    'staubsaugen|staubsauger|saugen|zimmer staubsaugen|zimmer saugen|boden saugen|teppich saugen|wohnung saugen|staubsaugen helfen|beim staubsaugen|staubsauger schieben|saugroboter|akkusauger|handstaubsauger|krumel saugen',
    'Kleines Spielzeug aufheben|Papa steckt den Staubsauger ein|Mit Papa langsam saugen|+Ecken mit dem Erwachsenen machen|Mit Papa ausschalten|+Kabel mit einem Erwachsenen aufrollen',
  ),
  'wipe-table': family(
    'tisch abwischen|abwischen|lappen|verschuttet|fleck|wischen',
    'Feuchten Lappen holen|Krümel zum Rand wischen|Mit der Hand auffangen|+Klebrige Stellen zweimal wischen|Lappen auswaschen|+Tisch trocken wischen',
  ),
  'wash-dishes': family(
    'abwaschen|geschirr spulen|abspulen|geschirr|abwasch|geschirr abwaschen|abwaschen helfen|abtrocknen|geschirr abtrocknen|abwasch machen',
    'Mit Mama auf den Tritt|Ein Erwachsener füllt das Becken|Becher mit dem Schwamm waschen|+Messer dem Erwachsenen überlassen|Aufs Abtropfgitter stellen|+Plastikteller abtrocknen',
  ),
  'empty-dishwasher': family(
    'spulmaschine|spulmaschine ausraumen|geschirrspuler|geschirr wegraumen|ausraumen spulmaschine|~ausraumen|spulmaschine einraumen|geschirrspuler ausraumen|besteck einsortieren',
    'Ein Erwachsener macht sie zuerst auf|Besteck in die Schublade sortieren|Teller auf der Arbeitsfläche stapeln|Becher in den Schrank stellen|+Messer dem Erwachsenen überlassen|+Die leeren Körbe zurückschieben',
  ),
  'take-out-rubbish': family(
    'mull|mull rausbringen|mulleimer|recycling|mulltrennen|gelber sack|altpapier|pfandflaschen|flaschen wegbringen|altglas|glascontainer|altpapier|mull sammeln|mull aufsammeln|nichts auf den boden werfen|ausleeren|mistkubel|mistkubel ausleeren|eimer ausleeren|mulleimer ausleeren|mistkubel runtertragen|mull runterbringen|mull runtertragen|mull wegbringen|mist rausbringen|mistsackerl|abfall|abfalleimer|kehricht|kehrichtsack|mulltonne|biomull',
    'Kleine Mülleimer einsammeln|In den großen Sack leeren|Verpackungen in den gelben Sack|+Joghurtbecher vorher ausspülen|Sack mit Papa zur Tonne bringen|+Neue Tüten in die Eimer',
  ),
  // ── Haustiere ──
  'feed-dog': family(
    'hund|hundchen|welpe|hund futtern|hundefutter|hundenapf',
    'Den Hundenapf spülen|Futter einfüllen|Wassernapf füllen|+Hund sitzen und warten lassen|Näpfe vorsichtig hinstellen|+Danach Hände waschen',
  ),
  'walk-dog': family(
    'gassi|gassi gehen|hund ausfuhren|hundeleine|an der leine|spaziergang mit dem hund|mit dem hund rausgehen|hund rausgehen|mit dem hund raus|hunderunde',
    'Papa macht die Leine dran|Leine mit Papa halten|An jeder Straße mit Papa stehen|+Einen Kotbeutel mitnehmen|Den Hund schnüffeln lassen|+Zu Hause Wasser geben',
  ),
  'feed-cat': family(
    'katze|katzchen|katze futtern|katzenfutter|katzenklo',
    'Katze leise rufen|Futter in den Napf|Wassernapf füllen|+Katzenklo mit einem Erwachsenen prüfen|In Ruhe fressen lassen|+Danach Hände waschen',
  ),
  'feed-fish': family(
    'fisch|fische|goldfisch|aquarium|fische futtern|aquarium sauber|aquarium putzen|aquarium reinigen|fischglas',
    'Fischfutter holen|Eine winzige Prise nehmen|Aufs Wasser streuen|+Fische beim Fressen zählen|Dose wieder zumachen|+Mit einem Erwachsenen das Becken putzen',
  ),
  'small-pet': family(
    'hamster|kaninchen|hase|meerschweinchen|kafig|stall|schildkrote|wellensittich|haustier|kafig sauber|kafig putzen|kafig saubermachen|kafig reinigen|stall ausmisten|ausmisten|einstreu|stall sauber|hasen|um den hasen|hasen kummern|kaninchen kummern|meerschweinchen futtern|hasenstall|meerschweinchen kummern|sich um das tier kummern|tier versorgen|huhner|huhn|kuken|huhnerstall',
    'Leise Hallo sagen|Futternapf füllen|Trinkflasche füllen|+Mit einem Erwachsenen frisches Heu geben|Sanft streicheln|+Danach Hände waschen',
  ),
  'gentle-with-pets': family(
    'streicheln|lieb sein zu|sanft mit|sanft streicheln|katze streicheln|hund streicheln|mit der katze spielen|mit dem hund spielen|katzchen halten|katze halten|vorsichtig halten|katzchen vorsichtig|katze vorsichtig|hund vorsichtig',
    'Still sitzen, es kommen lassen|Hand zum Schnuppern hinhalten|Sanft über das Fell streicheln|+Auf Ohren und Schwanz achten: genug ist genug|Aufhören, wenn es weggeht|+Mit einem Erwachsenen bürsten',
  ),
  'brush-pet': family(
    'hund bursten|katze bursten|fell bursten|hundeburste|pony bursten|striegeln|hund baden|hund waschen|den hund baden',
    'An der Bürste schnuppern lassen|Sanft vom Kopf zum Schwanz bürsten|Aufhören, wenn er weggeht|Ein kleines Leckerli geben|+Knoten ganz langsam auskämmen|+Lose Haare aus der Bürste zupfen',
  ),
  'fear-dogs': family(
    'angst vor hunden|angst hund|hunde angst|angst vor dem hund|hundebiss|~gebissen|vom hund gebissen|hund gebissen|hund hat gebissen|nach dem biss|angst vor hund|angst vorm hund',
    'Still stehen wie ein Baum|Arme eng am Körper|Erst den Besitzer fragen|An der geschlossenen Hand schnuppern lassen|+Den Rücken streicheln, nicht den Kopf|+Mit Mama ein Hundebuch lesen',
  ),
  // ── Pflanzen und Garten ──
  'water-plants': family(
    'blumen giessen|pflanzen giessen|giessen|giesskanne|zimmerpflanzen',
    'Gießkanne halb füllen|Erde mit dem Finger fühlen|Trockene Pflanzen gießen|+Langsam unten gießen, nicht auf die Blätter|Übergelaufenes Wasser ausleeren|+Jede Pflanze im Gießplan abhaken',
  ),
  'plant-seeds': family(
    'pflanzen setzen|samen|saen|sonnenblume|wachsen|kresse|bohnen|einpflanzen|pflanzen|tomaten|baum pflanzen|kresse ziehen|kresse saen|kresse auf der fensterbank|auf der fensterbank|fensterbank|anzucht|keimen|radieschen|tomaten pflanzen|hochbeet|gemusebeet|blumen pflanzen|blumenzwiebeln|samen saen|sonnenblumen|erdbeeren pflanzen|kraeuter|krauter',
    'Einen Topf mit Erde füllen|Mit dem Finger ein Loch|Samen rein, zudecken|+Ein Namensschild basteln|Ein bisschen gießen|+Auf die Fensterbank, jeden Tag schauen',
  ),
  'sprout-jar': family(
    'bohne im glas|bohne keimen|keimen|watte|keimglas',
    'Ein Glas mit nassem Papier auslegen|Eine Bohne an den Rand schieben|Das Glas ans Fenster stellen|Das Papier feucht halten|+Auf Wurzel und Spross warten|+Jeden Tag mit Papa messen',
  ),
  'weed-garden': family(
    'rasen mähen|rasenmähen|rasenmäher|rasen|mähen|gras schneiden|rasen harken|laub fegen|im garten mithelfen|gartenarbeit mithelfen|unkraut|unkraut jaten|~garten|gartenarbeit|harken|~laub|laub rechen|laub harken',
    'Gartenhandschuhe anziehen|Unkraut mit Wurzel rausziehen|In den Eimer werfen|+Laub zu einem Haufen harken|Eimer auf den Kompost leeren|+Werkzeug mit einem Erwachsenen säubern',
  ),
  'dig-garden': family(
    'umgraben|gemusebeet|beet umgraben|spaten|buddeln|graben|beet|im garten helfen|garten helfen|hochbeet|gemuse pflanzen|schrebergarten|beet helfen|im beet helfen|gemusebeet helfen',
    'Handschuhe und Gummistiefel anziehen|Graben, wo der Erwachsene zeigt|Die Erde mit der Schaufel umdrehen|Würmer vorsichtig zurücksetzen|+Die Erde glatt harken|+Mit Opa in Reihen säen',
  ),
  'pick-fruit': family(
    'obst pflucken|erdbeeren|apfel pflucken|ernten|ernte|brombeeren|tomaten pflucken',
    'Einen Korb mitnehmen|Reifes Obst suchen|Vorsichtig pflücken, eins nach dem anderen|+Grüne hängen lassen|Zu Hause vor dem Essen waschen|+Mit der Familie teilen',
  ),
  'compost-worms': family(
    'kompost|komposthaufen|regenwurmer|wurmer|schalen',
    'Schalen in einer Dose sammeln|Zum Kompost tragen|Ausleeren, Deckel zu|+Mit einem Erwachsenen Würmer suchen|Dose ausspülen|+Danach Hände waschen',
  ),
  // ── Schule und Kita ──
  'school-bag': family(
    'schulranzen|ranzen|schultasche|kindergartenrucksack|turnbeutel|ranzen packen|tasche packen|kindergartentasche|rucksack packen|taschli|chindsgitaschli|kindergartenrucksack packen|tasche bereitmachen|tasche richten|tasche vorbereiten|rucksack richten|rucksack vorbereiten|rucksack bereitmachen|tasche fur morgen|sachen fur morgen|am abend packen|abends packen|rucksackli|kitatasche|kitarucksack|kita rucksack|kita tasche|turnsackchen|znunitasche',
    'Ranzen auf dem Boden ausleeren|Hausaufgabenheft einpacken|Trinkflasche dazu|+Schauen, ob heute Sport ist|Ranzen an die Tür stellen|+Elternbriefe auf den Tisch legen',
  ),
  'first-day-school': family(
    'erster schultag|einschulung|neue schule|kita|kindergarten|neue klasse|in die schule|chindsgi|kiga|kindergartenstart|eingewohnung|vorschule|eingewohnung im kindergarten|eingewohnung in der kita',
    'Schulkleidung anprobieren|Mit Mama an der Schule vorbeigehen|Ranzen am Abend packen|+Einen besonderen Abschiedsgruß ausdenken|Die Erzieherin begrüßen|+Zu Hause etwas Schönes erzählen',
  ),
  'say-goodbye': family(
    'verabschieden|tschuss sagen|abschied|mama vermissen|nicht weinen in der kita|ohne weinen in die kita|ohne weinen in den kindergarten|ohne weinen in der kita|kita ohne weinen|kindergarten ohne weinen|ohne tranen in die kita|ohne tranen in den kindergarten|kita ohne tranen|kindergarten ohne tranen|kita nicht weinen|kindergarten nicht weinen|in die krippe gehen|ohne theater in die kita|ohne theater in den kindergarten|~bringen|in die kita bringen|tagesmutter|neue tagesmutter|bei der tagesmutter|babysitter|eingewohnung|bringen ohne weinen|oma passt auf|kinderfrau|nanny',
    'Mama ganz fest drücken|Eure Abschiedsworte sagen|Am Fenster winken|+Kuscheltier oder Foto von zu Hause halten|Zu deinen Freunden gehen|+Überlegen, was du nachher erzählst',
  ),
  homework: family(
    'hausaufgaben|arbeitsblatt|ubungen|schulaufgaben|referat',
    'An einen freien Tisch setzen|Bleistift und Radiergummi holen|Die erste Aufgabe lesen|+Eine Aufgabe nach der anderen|Bei Fragen einen Erwachsenen holen|+Danach in den Ranzen packen',
  ),
  'listen-in-class': family(
    'erzieherin|erzieher|horen auf|zuhoren|aufpassen|stillsitzen|melden|finger heben|sitzkreis|morgenkreis|aufzeigen|finger heben|melden|sich melden|in der reihe stehen|im morgenkreis sitzen|in der schule benehmen|brav in der schule|im kindergarten benehmen|brav im kindergarten|in der reihe warten|anstellen|sich anstellen|ohne schubsen|ohne drangeln|nicht drangeln|in der schlange warten|schlange stehen|in einer reihe gehen|zweierreihe|reagiert nicht|reagiert nicht wenn man ihn ruft|hort nicht|wenn man ihn ruft|wenn man sie ruft|beim ersten mal horen|auf zuruf|kommen wenn man ruft|hort nicht zu|auf ansprache reagieren',
    'Im Schneidersitz sitzen|Die Person anschauen, die spricht|Hände in den Schoß|+Melden, wenn du reden willst|Warten, bis du dran bist|+Eine Sache wiederholen, die du gehört hast',
  ),
  'show-and-tell': family(
    'erzahlkreis|vor der klasse sprechen|etwas mitbringen|vortrag|vorstellen|vor den anderen|vor anderen kindern|vor den kindern|vor der gruppe|vor allen sprechen|vor der gruppe sprechen|vor anderen sprechen|vor publikum|im morgenkreis erzahlen|im sitzkreis erzahlen|im kreis erzahlen|etwas erzahlen|laut erzahlen|vor der klasse|spielzeugtag|mitbringtag|kuscheltiertag',
    'Einen Gegenstand aussuchen|Laut sagen, was es ist|Mit Papa zu Hause üben|+Sagen, warum du es magst|Allen zeigen|+Fragen, ob jemand eine Frage hat',
  ),
  // ── Buchstaben, Schreiben, Zahlen, Lesen ──
  'write-name': family(
    'namen schreiben|meinen namen|name|unterschreiben',
    'Stift wie eine Pinzette halten|Namen mit dem Finger nachfahren|Den großen Anfangsbuchstaben schreiben|+Jeden Buchstaben auf Punkten nachspuren|Die kleinen Buchstaben dazu|+Namen auf deine Bilder schreiben',
  ),
  alphabet: family(
    'alphabet|abc|buchstaben|buchstabe|buchstaben lernen|vokale|vokale lernen|selbstlaute|konsonanten|abc lied|abc-lied|abclied|alphabet lied',
    'Das ABC-Lied singen|Beim Singen auf Buchstaben zeigen|Den Buchstaben deines Namens finden|+Magnetbuchstaben einem Poster zuordnen|Drei Buchstaben in Sand malen|+Zu jedem Buchstaben ein Wort sagen',
  ),
  'letter-sounds': family(
    'laute|anlaute|buchstabenlaute|silben|reime|reimen|reime finden|reimworter|reimwort|reimt sich|was reimt sich|reimspiel|reimpaare|reim|silben klatschen|silbenklatschen|buchstaben laute|laute lernen|anlaute horen|lauttabelle|anlauttabelle',
    'Den Laut sagen, nicht den Namen|Ein Bild mit dem Laut finden|Die Bewegung zum Laut machen|+O-M-A zu Oma verbinden|Ich sehe was mit Lauten spielen|+Das Abc-Lied mit Lauten singen',
  ),
  handwriting: family(
    'schreiben|schreiben lernen|buchstaben schreiben|buchstaben schreiben lernen|schonschrift|nachspuren|stifthaltung|schwungubungen|schreibschrift|verbundene schrift|schreibschrift uben',
    'Gerade am Tisch sitzen|Stift im Pinzettengriff|Gepunktete Buchstaben nachspuren|+Buchstaben auf die Linie setzen|Drei alleine schreiben|+Einen kurzen Satz schreiben und lesen',
  ),
  counting: family(
    'zahlen|zahlen lernen|bis zehn zahlen|bis hundert zahlen|zahl|zahlen bis|bis 10 zahlen|bis 20 zahlen|bis 100 zahlen|zahlen bis 10|zahlen bis zehn|abzahlen|abzahlreim|mengen zahlen|zahlen uben|zahlenraum|mengen erkennen|auf einen blick|wurfelbild|wurfelbilder|wurfelaugen|augen erkennen|augen auf dem wurfel|punkte erkennen|ohne abzuzahlen|ohne zu zahlen|mengen|simultanerfassung',
    'Zehn Spielsachen in eine Reihe|Beim Zählen jedes antippen|Laut an den Fingern zählen|+Von zehn rückwärts zählen|Die Stufen der Treppe zählen|+In Zweierschritten mit Papa zählen|+Würfelpunkte auf einen Blick erkennen',
  ),
  'write-numbers': family(
    'zahlen schreiben|ziffern schreiben|ziffern|zahlen nachspuren|zahlen schreiben lernen|zahlen von bis schreiben|zahlen aufschreiben|zahlen malen|~schreiben|zahlen schreiben uben|zahlen bis schreiben|zahlen bis zehn schreiben',
    'Die Zahl laut sagen|Mit dem Finger nachfahren|Mit Wachsmalstift schreiben|+So viele Punkte daneben malen|Noch einmal kleiner schreiben|+Eins bis zehn hintereinander schreiben',
  ),
  'simple-sums': family(
    'rechnen|~plus|plus rechnen|~minus|minus rechnen|mathe|plusrechnen|einmaleins|addieren|aufgaben rechnen|einmaleins lernen|malnehmen|mal rechnen|malrechnen|kleines einmaleins|1x1|reihen lernen|mit den fingern rechnen|zehnerfreunde|verliebte zahlen',
    'Zehn kleine Steine holen|Zwei Häufchen machen|Zusammenschieben und zählen|+Aufschreiben: zwei plus drei|Welche wegnehmen, neu zählen|+Eine Aufgabe für Mama erfinden',
  ),
  'count-money': family(
    'geld zahlen|munzen|geld|kaufladen|~cent|bezahlen|mit geld bezahlen|beim backer bezahlen|selber bezahlen|an der kasse bezahlen',
    'Die Münzen auf den Tisch legen|Nach Farbe und Größe sortieren|Die Cent-Münzen in Häufchen zählen|Die Ein-Euro-Münze finden|+Mit Papa Kaufladen spielen|+Zwei Münzen zusammenzählen',
  ),
  'shapes-colours': family(
    'formen|farben|kreis|quadrat|dreieck|farben lernen',
    'Etwas Rundes finden|Etwas Eckiges finden|Drei rote Dinge finden|+Dreieck, Quadrat und Kreis malen|Spielzeug nach Farben sortieren|+Ein Bild nur aus Formen',
  ),
  'tell-time': family(
    'uhr lesen|uhrzeit|uhr|armbanduhr',
    'Mit Papa auf die Uhr schauen|Den kleinen Zeiger finden|Sagen, auf welche Zahl er zeigt|+Den großen Zeiger für volle Stunden finden|Die Uhrzeit laut sagen|+Mittags und abends auf die Uhr schauen',
  ),
  'days-of-week': family(
    'wochentage|tage der woche|~montag|kalender|welcher tag|welcher tag heute|welcher tag ist',
    'Das Wochentage-Lied singen|Sagen, welcher Tag heute ist|Heute im Kalender suchen|Sagen, welcher Tag morgen ist|+Erzählen, was du gestern gemacht hast|+Die sieben Tage an den Fingern zählen',
  ),
  'learn-to-read': family(
    'lesen lernen|worter lesen|alleine lesen|lesen|erstleser|mama vorlesen|papa vorlesen|selbst vorlesen|laut lesen|einen satz lesen|lesen uben|minuten lesen|jeden tag lesen|vorlesen uben',
    'Mit Mama und einem Buch hinsetzen|Auf jedes Wort zeigen|Kurze Wörter erlesen|+Das Bild hilft beim Raten|Eine Seite laut lesen|+Erzählen, was passiert ist',
  ),
  'read-book': family(
    'buch|bucher|geschichte|geschichten|buch lesen|kapitel|bucherei|gutenachtgeschichte|comic|vorlesen|vorgelesen|lesen|geschichte ausdenken|geschichten ausdenken|geschichte erfinden|geschichten erfinden|geschichte erzahlen|geschichten erzahlen|marchen erzahlen|marchen|gute nacht geschichte|~ausdenken|~erfinden',
    'Ein Lieblingsbuch aussuchen|Eine gemütliche Ecke finden|Gemeinsam die Bilder anschauen|+Ein Kapitel lesen, Lesezeichen rein|Jede Seite lesen oder hören|+Den Lieblingsteil malen|+Selbst eine Geschichte ausdenken: Figur, Anfang, Ende',
  ),
  spelling: family(
    'rechtschreibung|buchstabieren|diktat|lernworter',
    'Das Wort laut lesen|Jeden Buchstaben sagen|Abdecken und schreiben|+Vergleichen und verbessern|Dreimal schreiben|+In einem Satz benutzen',
  ),
  'new-language': family(
    'englisch|spanisch|franzosisch|chinesisch|japanisch|fremdsprache|worter auf englisch|sprache',
    'Fünf neue Wörter aussuchen|Jedes Wort laut sagen|Auf Dinge zeigen und benennen|+Ein Lied in der Sprache singen|Ein Kartenspiel zum Zuordnen|+Ein Wort beim Abendessen benutzen',
  ),
  // ── Basteln und Malen ──
  'draw-picture': family(
    'malen|zeichnen|bild malen|~bild|kritzeln',
    'Papier und Stifte holen|Aussuchen, was du malst|Zuerst die großen Formen|+Kleine Einzelheiten dazu|Ausmalen|+Deinen Namen draufschreiben',
  ),
  painting: family(
    'wasserfarben|farbe|fingerfarben|pinsel|staffelei|mit farbe malen|tuschen|ostereier bemalen|nach dem malen|pinsel auswaschen|pinsel waschen|farben wegraumen|ostereier farben|eier bemalen|eier farben|eier anmalen|ostereier anmalen|ostereier malen',
    'Ein altes Hemd anziehen|Tisch mit Papier abdecken|Pinsel in eine Farbe tauchen|+Pinsel zwischen den Farben auswaschen|Dein Bild malen|+Flach trocknen lassen, Pinsel waschen',
  ),
  colouring: family(
    'ausmalen|malbuch|ausmalbild|~wachsmalstifte|~buntstifte',
    'Ein Ausmalbild aussuchen|Deine Stifte aussuchen|Zuerst die großen Flächen|+Versuchen, in den Linien zu bleiben|Dann die kleinen Flächen|+Stifte zurück in die Schachtel',
  ),
  'play-dough': family(
    'knete|kneten|salzteig|ton|modellieren|knetmasse',
    'Knete warm drücken|Eine Kugel rollen|Eine lange Schlange rollen|+Formen mit Ausstechern machen|Ein Tier formen|+Knete zurück in die Dose',
  ),
  'make-slime': family(
    'schleim|slime|glibber',
    'Eine Schürze anziehen|Bastelkleber in eine Schüssel drücken|Ein Erwachsener gibt den Aktivator dazu|Rühren, bis es Fäden zieht|+Auf einem Tablett ziehen und kneten|+In einer Dose mit Deckel aufheben',
  ),
  'paper-plane': family(
    'papierflieger|papierschiff|origami|falten mit papier|papierflieger falten|papierflieger basteln|flieger falten|flieger basteln|papierflugzeug|papierboot|papierschiffchen|schiffchen falten|himmel und holle falten|aus papier falten|papier falten|weit fliegt',
    'Ein Blatt in der Mitte falten|Wieder aufklappen|Zwei Ecken zur Mitte falten|+Seiten zu Flügeln falten|Sanft werfen|+Flügel ändern, welcher fliegt weiter',
  ),
  'cutting-scissors': family(
    'schere|schneiden|ausschneiden|papier schneiden|basteln mit schere',
    'Neben einen Erwachsenen setzen|Schere mit dem Erwachsenen halten|Mit Mama den Rand schneiden|+Mit Papa eine gerade Linie schneiden|Schere dem Erwachsenen zurückgeben|+Eine Form mit Mama ausschneiden',
  ),
  collage: family(
    'collage|kleben|kleber|schultute|schultute basteln|zuckertute|tute basteln|klebestift|aufkleber|glitzer|sammelalbum|fensterbild|fensterbilder|transparentpapier|laternenbasteln|tonpapier|bastelpapier|mit papier basteln|kleben basteln',
    'Papier, Kleber und Reste holen|Papier in Stücke reißen|Kleber aufs Blatt streichen|+Bild vor dem Kleben planen|Stücke fest andrücken|+Deckel auf den Kleber',
  ),
  'make-mask': family(
    'maske|kostum|verkleiden|fasching|karneval|susses oder saures|kostum|verkleiden|faschingskostum|fasnacht|karneval',
    'Maske auf Karton malen|Ausmalen|Federn oder Sticker aufkleben|+Mit einem Erwachsenen ausschneiden|Gummiband festkleben|+Eine Vorstellung mit Maske',
  ),
  'paper-crown': family(
    'krone|papierkrone|krone basteln|geburtstagskrone|diadem',
    'Kopfumfang mit einem Streifen messen|Oben Zacken im Zickzack malen|Mit einem Erwachsenen ausschneiden|Glitzersteine aufkleben|+Die Enden passend zusammenkleben|+Deinen Namen vorne draufschreiben',
  ),
  'bead-bracelet': family(
    'perlen|armband|kette|auffadeln|freundschaftsarmband',
    'Einen Knoten ans Ende|Perlen aussuchen|Perlen auffädeln|+Ein Farbmuster machen|Mama knotet die Enden|+Eins einem Freund schenken',
  ),
  'box-model': family(
    'karton|kartons|schachteln|klorollen|eierkarton|roboter aus karton|burg aus kartons',
    'Schachteln und Rollen sammeln|Aussuchen, was du baust|Mit Klebeband verbinden|+Mit Papa Fenster ausschneiden|Anmalen|+Einen Namen und eine Geschichte ausdenken',
  ),
  'puppet-show': family(
    'handpuppen|puppentheater|kasperle|sockenpuppe|theater spielen|vorstellung',
    'Zwei Puppen basteln oder aussuchen|Jeder einen Namen geben|Hinter dem Sofa verstecken|+Anfang, Mitte und Ende ausdenken|Die Stimmen sprechen|+Die Familie zum Zuschauen einladen',
  ),
  // ── Bauen ──
  'lego-build': family(
    'lego|duplo|legosteine|legoturm|legohaus|~turm',
    'Eine große Bauplatte nehmen|Steine nach Größe sortieren|Stein für Stein aufstecken|+Steine versetzen, damit es hält|Hoch und stabil bauen|+Der Anleitung Seite für Seite folgen',
  ),
  'block-tower': family(
    'bauklotze|holzklotze|stapeln|turm bauen|klotzchen',
    'Großen Klotz nach unten|Den nächsten draufsetzen|Langsam weiterstapeln|+Die Klötze zählen|Umwerfen und neu bauen|+Eine Brücke mit zwei Türmen',
  ),
  jigsaw: family(
    'puzzle|puzzeln|puzzleteile',
    'Teile auf den Tisch schütten|Alle mit Bild nach oben|Die Ecken suchen|+Alle geraden Randteile suchen|Gleiche Farben zusammensetzen|+Teile zurück in die Schachtel',
  ),
  'train-track': family(
    'eisenbahn|zug|holzeisenbahn|schienen|autorennbahn',
    'Schienen auspacken|Zwei Teile verbinden|Einen großen Kreis legen|+Brücke oder Tunnel dazu|Den Zug schieben|+Einen Bahnhof aus Klötzen',
  ),
  'build-den': family(
    'hohle|hohle bauen|deckenburg|kissenburg|tipi|versteck|bude',
    'Decken und Kissen holen|Decke über Stühle legen|Kissen hinein|+Decke mit Klammern festmachen|Taschenlampe und Buch mitnehmen|+Am Ende alles wegräumen',
  ),
  'marble-run': family(
    'murmelbahn|murmeln|domino|dominosteine|kettenreaktion|rampe',
    'Zuerst einen hohen Turm bauen|Oben eine Rampe setzen|Weitere Rampen nach unten|+Jedes Teil beim Bauen testen|Murmel loslassen|+Ein Teil ändern, damit es schneller wird',
  ),
  // ── Musik ──
  'learn-song': family(
    'lied|singen|kinderlied|liedtext|chor|lied lernen',
    'Das Lied einmal anhören|Im Takt klatschen|Die erste Zeile singen|+Jeden Tag eine Zeile mehr|Mit Mama singen|+Der Familie vorsingen',
  ),
  piano: family(
    'auf dem keyboard|am keyboard|keyboard spielen|auf dem klavier|am klavier|e-piano|klavierstück|klavierunterricht|keyboardunterricht|vorspielen auf dem|klavier|keyboard|tasten|klavier spielen|klavier uben',
    'Ans Klavier setzen, Finger bereit|Das C auf den Tasten finden|Die Noten C, D, E spielen|+Die Melodie langsam mit einer Hand|Etwas schneller spielen|+Papa vorspielen',
  ),
  'drums-rhythm': family(
    'trommel|trommeln|schlagzeug|rhythmus|rassel|tamburin',
    'Leise trommeln|Laut trommeln|Einen Rhythmus nachtrommeln|+Beim Spielen 1, 2, 3, 4 zählen|Zu einem Lied spielen|+Eine Rassel aus Reis basteln',
  ),
  instrument: family(
    'instrument|blockflote|flote|gitarre|ukulele|geige|xylophon|musikschule|~uben|blockflote lernen|flote lernen|instrument lernen|klavier lernen|gitarre lernen|geige lernen|musikunterricht|musikalische fruherziehung|floten|flote spielen|blockflote spielen|trommel|glockenspiel',
    'Instrument auspacken|Die Finger richtig hinlegen|Die ersten Töne des Lieds spielen|+Die schwere Stelle dreimal üben|Das ganze Lied spielen|+Jeden Tag zehn Minuten üben|+Instrument sorgfältig wegpacken',
  ),
  dance: family(
    'tanzen|tanz|ballett|tanzschritte|choreografie',
    'Ein Lieblingslied aussuchen|Platz im Zimmer machen|Drei Schritte von Mama abschauen|+Die Schritte in eine Reihenfolge|Das ganze Lied tanzen|+Der Familie vortanzen',
  ),
  // ── Draußen spielen ──
  playground: family(
    'spielplatz|rutsche|klettergerust|klettern|hangeln|~park|rutschen|alleine rutschen|rutschbahn|auf baume klettern|baum klettern|klettern lernen|~pause|in der pause|pausenhof|schulhof|draussen spielen|rausgehen|an die frische luft|frische luft|an die luft|mehr draussen|im freien spielen|nach draussen|jeden tag draussen|mehr zeit draussen',
    'An der Hand zum Spielplatz|Mit der kleinen Rutsche anfangen|Mit Händen und Füßen klettern|+Mit einem Erwachsenen hangeln|Oben warten, bis du dran bist|+Ball spielen oder schaukeln|+Bescheid sagen, bevor du woanders hingehst',
  ),
  swing: family(
    'schaukel|schaukeln|alleine schaukeln|schwung holen|hutsche|hutschen|gigampfi|gireizli|schaukeln lernen',
    'In die Mitte der Schaukel setzen|Ketten gut festhalten|Vorwärts: Beine ausstrecken|+Rückwärts: Beine anziehen|Selbst weiterschaukeln|+Langsam werden vor dem Absteigen',
  ),
  sandcastle: family(
    'sandburg|sandkasten|sand|eimer und schaufel|sandkuchen',
    'Eimer mit nassem Sand füllen|Fest andrücken|Umdrehen und draufklopfen|Eimer langsam hochheben|+Einen Graben drumherum|+Mit Muscheln schmücken',
  ),
  'fly-kite': family(
    'drachen steigen lassen|drachen|windig',
    'Auf eine große Wiese gehen|Rücken in den Wind|Papa hält den Drachen hoch|+Schnur langsam abrollen|Ein Stück laufen, loslassen|+Am Ende Schnur aufwickeln',
  ),
  'hide-seek': family(
    'verstecken|versteckspiel|draussen spielen mit freunden|verstecken spielen|versteckspiel|verstecken und suchen',
    'Verstecke gemeinsam festlegen|Augen zu, bis zwanzig zählen|Rufen: Ich komme!|+Raum für Raum suchen|Wechseln, wer sucht|+Gemeinsam eine neue Regel erfinden',
  ),
  'play-tag': family(
    'fangen spielen|fangerle|ticken|nachlaufen|~fangen|fangis|fangerlspielen',
    'Aussuchen, wer fängt|Ein sicheres Haus abmachen|Weglaufen, damit dich keiner tickt|Getickt, jetzt fängst du|+Bis fünf zählen, dann losrennen|+Eine Trinkpause machen',
  ),
  hopscotch: family(
    'himmel und holle|hupfekasten|kreide|strassenkreide|hupfen',
    'Kästchen mit Kreide malen|Zahlen hineinschreiben|Einen Stein auf die Eins werfen|+Auf einem Bein, landen auf zwei|Hin und zurück hüpfen|+Kreide am Ende wegwischen',
  ),
  bubbles: family(
    'seifenblasen|blasen pusten|seifenblasen machen',
    'Ring in die Dose tauchen|Vor den Mund halten|Ganz sanft pusten|+Eine Blase mit dem Ring fangen|Blasen jagen und platzen lassen|+Riesenblase mit Schnur und Stöcken',
  ),
  'treasure-hunt': family(
    'schatzsuche|schnitzeljagd|schatz|hinweise|ostereier suchen|ostereiersuche|ostereier suchen|eier suchen|osternest|osternester suchen|osterhase|schokoeier|eiersuche|nester suchen',
    'Eine Suchliste machen|Einen Korb oder eine Tüte mitnehmen|Im Garten suchen|+Jedes gefundene Ding abhaken|Zeigen, was du gefunden hast|+Hinweise für jemanden verstecken',
  ),
  snowman: family(
    'schneemann|~schnee|im schnee|schnee spielen|schneeballschlacht|schneeball|schlitten|iglu',
    'Warme Handschuhe anziehen|Eine große Kugel rollen|Eine kleinere Kugel rollen|+Kopf mit einem Freund draufheben|Steine als Augen|+Schal und Namen geben',
  ),
  'puddles-rain': family(
    'pfutzen|regen|regnet|in pfutzen springen|wenn es regnet|im regen spielen|bei regen|draussen bei regen|auch bei regen|regenwetter|regentag|schlechtes wetter|matschhose|regenhose|regenjacke|buddelhose|gummistiefel anziehen|pfutze|pfutzen',
    'Gummistiefel und Regenjacke an|Mit Mama eine Pfütze suchen|Mit beiden Füßen reinspringen|+Zählen, wie viele Pfützen|Stiefel an der Tür abputzen|+Regenjacke zum Trocknen aufhängen',
  ),
  'mud-kitchen': family(
    'matschkuchen|matsch|matschkuche|schlammkuchen',
    'Alte Sachen und Gummistiefel anziehen|Eine Schüssel mit Erde füllen|Etwas Wasser dazugeben|In eine Form drücken|+Mit Blättern und Steinen verzieren|+Danach gut Hände waschen',
  ),
  picnic: family(
    'picknick|draussen essen|picknickdecke',
    'Brote und Obst einpacken|Eine Decke mitnehmen|Einen flachen Schattenplatz finden|+Das Essen verteilen|Essen und umschauen|+Allen Müll in eine Tüte',
  ),
  // ── Schwimmen ──
  'learn-swim': family(
    'schwimmen|schwimmen lernen|schwimmkurs|seepferdchen|schwimmflugel|schwimmbrille|schwimmbad|toten mann',
    'Mit Mama ins Schwimmbecken|Blubbern, ein Erwachsener ganz nah|Am Rand mit Papa strampeln|+Auf dem Rücken treiben, Mama hält dich|Mit Brett strampeln, Papa daneben|+Ein paar Züge zum Erwachsenen schwimmen',
  ),
  'pool-jump': family(
    'ins becken springen|ins wasser springen|vom rand springen|reinspringen|vom beckenrand|beckenrand|vom startblock|vom brett springen|sprungbrett|vom einer|vom dreier|ins wasser hupfen|ins becken hupfen|arschbombe|kopfsprung|springen ins wasser|sich trauen zu springen',
    'An den Rand stellen, Zehen vorne|Papa wartet im Wasser mit Armen|Knie beugen und springen|Papa fängt dich auf|+Bis drei zählen, Nase zuhalten|+Beim Auftauchen Blubberblasen machen|+Etwas weiter springen, Erwachsener nah',
  ),
  'float-on-back': family(
    'auf dem rucken treiben|rucken treiben|toter mann|auf dem rucken liegen|auf dem rucken schwimmen|ruckenschwimmen|rucken schwimmen|ruckenschwimmen lernen|auf dem rucken schwimmen lernen',
    'Ein Erwachsener hält dich|Zurücklegen, Ohren im Wasser|Den Bauch hochdrücken|Wie ein Seestern ausstrecken|+Nach oben schauen, ruhig atmen|+Der Erwachsene lässt kurz los',
  ),
  'swim-bag': family(
    'schwimmtasche|schwimmsachen|badeanzug|badehose|badekappe|tasche schwimmbad|schwimmbad packen|schwimmtasche packen|freibad|tasche furs freibad|badetasche|tasche fur das freibad|hallenbad',
    'Badeanzug oder Badehose einpacken|Ein Handtuch einpacken|Brille und Kappe dazu|+Einen Snack für danach|Tasche zumachen|+Nasses Handtuch zu Hause aufhängen',
  ),
  'face-in-water': family(
    'gesicht ins wasser|angst vor wasser|wasser in den augen|untertauchen|kopf unter wasser',
    'Mit Mama in die Badewanne|Wasser auf die Wangen spritzen|Mit Papa in der Wanne blubbern|+Nase ins Wasser, ein Erwachsener daneben|Eine Sekunde Gesicht rein, Papa daneben|+Mit einem Erwachsenen bis drei untertauchen',
  ),
  // ── Fahrrad, Roller und Straße ──
  'ride-bike': family(
    'fahrrad|rad fahren|fahrradfahren|stutzrader|laufrad|radeln|pedale|mit dem fahrrad|mit dem rad zum',
    'Helm aufsetzen|Papa prüft die Bremsen|Mit den Füßen anschieben|+Füße hoch und rollen|Treten, Papa läuft daneben|+Mit Papa bremsen üben',
  ),
  scooter: family(
    'roller|rollerfahren|tretroller|skateboard|mit dem roller|mit dem roller zum',
    'Helm aufsetzen|Lenker mit beiden Händen halten|Ein Fuß drauf, abstoßen|+Die Hinterbremse üben|Mit Mama rollen|+An jedem Bordstein mit Papa anhalten',
  ),
  'roller-skates': family(
    'inliner|rollschuhe|schlittschuh|eislaufen|skaten|knieschoner|knieschutzer|ellbogenschoner|schoner anziehen|rollschuh|rollschuhe|rollschuh fahren|inlineskates|rollerblades',
    'Helm und Schoner anziehen|An einem Erwachsenen hochziehen|Kleine Entenschritte machen|+Knie beugen und rollen|Fallen auf die Knieschoner üben|+Ein kurzes Stück allein fahren',
  ),
  'know-address': family(
    'adresse|meine adresse|seine adresse|wo ich wohne|telefonnummer|handynummer|nummer von mama|nummer von papa|postleitzahl|hausnummer|nachname|vollen namen|ganzen namen|geburtstag wissen|wann ist mein geburtstag',
    'Straße und Hausnummer mit Mama sagen|Den Namen der Stadt sagen|Als kleines Lied singen|Mit Mama oft wiederholen|+Mamas Nummer als Lied lernen|+Mit einer Karte im Rucksack üben',
  ),
  'stay-close': family(
    'bei mir bleiben|in der nahe bleiben|nah bleiben|nicht weglaufen|verloren gehen|nicht verlaufen|dicht bleiben|verloren|verlaufen|verirren|verlaufen hat|wenn ich mich verlaufe|verliert|verlieren|sich verliert|sich verlieren|im supermarkt verloren',
    'Die Hand von Papa halten|Eine Hand am Einkaufswagen|Neben dem Erwachsenen laufen|Stehen bleiben, wenn Mama anhält|+Verlaufen: stehen bleiben und warten|+An der Kasse Mitarbeiter fragen',
  ),
  'bike-helmet': family(
    'helm|fahrradhelm|helm aufsetzen|helm tragen',
    'Den Helm auf den Kopf setzen|Bis zu den Augenbrauen ziehen|Die Schnalle am Kinn: klick!|Mama prüft den Riemen|+Zwei Finger unter den Riemen|+Bei jeder Fahrt den Helm tragen',
  ),
  'quiet-voice': family(
    'leise sprechen|leiser sprechen|leise reden|flustern|nicht schreien|zimmerlautstarke|drinnen leise|kirche|in der kirche|gottesdienst|messe|in der wohnung rennen|nicht rennen|drinnen gehen|im haus rennen|rumrennen|rumzurennen|nicht rumrennen|herumrennen|herumlaufen|nicht herumlaufen',
    'Mit sanfter, ruhiger Stimme sprechen|Dem Kuscheltier etwas flüstern|Schreien ist für draußen|Die Lautstärke runterdrehen wie beim Radio|+Eine Stimmen-Skala von 1 bis 5|+Merken, wenn die Stimme laut wird',
  ),
  'cough-sneeze': family(
    'husten|niesen|armbeuge|in die armbeuge|ellenbogen',
    'Den Kopf zur Seite drehen|In die Armbeuge husten|Oder ein Taschentuch nehmen|Taschentuch in den Mülleimer|+Hände mit Seife waschen|+So bleiben die Keime weg',
  ),
  'give-up-dummy': family(
    'schnuller|nuckel|schnuller abgewohnen|vom schnuller verabschieden|schnuller verabschieden|abschied vom schnuller|tschuss schnuller|daumenlutschen|daumen lutschen|keine flasche|flasche nachts|nachtflasche|flaschchen|milchflasche|flasche abgewohnen|schoppen|nuggi|nuckel|schnuller abgeben|ohne schnuller|ohne nuggi|schlafen ohne schnuller|nucki|nuckis|schnulli|dutzi|nuggis|~abgewohnen|nucki abgewohnen|nuckel abgewohnen|nucki abgeben',
    'Schnuller mit Mama zählen|In eine besondere Kiste legen|Tschüss zum Schnuller sagen|Abends das Kuscheltier drücken|+Die Schnullerfee bringt ein Geschenk|+Einen Aufkleber auf die Tabelle',
  ),
  'shoes-away': family(
    'schuhe wegraumen|schuhe ordentlich|schuhregal|schuhe hinstellen|schuhe aufraumen|schuhe abstellen|schuhe ins regal|schuhe regal|schuhe stellen|schuhe ausziehen|schuhe an der tur|heimkommen|nach hause kommen|schuhe in den schrank',
    'Schuhe an der Tür ausziehen|Beide Schuhe zusammenstellen|Das Paar ins Schuhregal stellen|Schön nebeneinander hinstellen|+Nasse Stiefel auf die Matte|+Im Flur nachschauen, ob alles ordentlich ist',
  ),
  'cross-road': family(
    'strasse uberqueren|uber die strasse|strasse|verkehr|ampel|zebrastreifen|schulweg|verkehrssicherheit|bordstein|bordsteinkante|randstein|am bordstein stehen bleiben|stehen bleiben an der strasse|bei rot|rote ampel|ampel|bei rot stehen bleiben|grune ampel|parkplatz|auf dem parkplatz|parkhaus|tiefgarage|allein in den kindergarten|allein zum kindergarten|allein in die schule|allein zur schule|alleine zur schule gehen|weg zum kindergarten|kindergartenweg|weg zur schule|zu fuss zum kindergarten|zu fuss zur schule|schulweg uben|schulwegtraining|allein gehen|trottoir|gehsteig|gehweg|burgersteig|zu fuss in den kindergarten|zu fuss in die kita|zu fuss in die schule|zu fuss gehen|zu fuss zum kindergarten|zu fuss zur schule|zu fuss zur kita',
    'Einem Erwachsenen die Hand geben|Am Bordstein mit Mama stehen|Mit Papa schauen und hören|+An der Ampel mit Mama auf Grün warten|Mit Papa gehen, wenn frei|+Mit einem Erwachsenen ruhig über die Straße gehen',
  ),
  // ── Sport ──
  football: family(
    'fussball|kicken|tor schiessen|dribbeln|elfmeter',
    'Ball auf den Boden legen|Mit der Innenseite schießen|Hinlaufen und nochmal schießen|+Um zwei Hütchen dribbeln|Aufs Tor zielen und schießen|+Zehnmal mit einem Freund passen',
  ),
  'catch-throw': family(
    'fangen lernen|werfen|ball fangen|ball werfen|~ball|prellen',
    'Einem Erwachsenen gegenüberstellen|Hände wie eine Schüssel halten|Den Ball genau anschauen|+Nach jedem Fang einen Schritt zurück|Sanft zurückwerfen|+Fänge hintereinander zählen',
  ),
  basketball: family(
    'basketball|korb werfen|korbe werfen|basketballkorb',
    'Ball mit einer Hand prellen|Nah an den Korb stellen|Nach oben in den Korb werfen|+Vor dem Wurf Knie beugen|Ball holen, nochmal werfen|+Nach jedem Treffer einen Schritt zurück',
  ),
  'racket-sports': family(
    'tennis|federball|badminton|schlager|tischtennis',
    'Schläger wie zum Händeschütteln halten|Ball auf dem Schläger hüpfen lassen|Weichen Ball zu Mama spielen|+Beim Schlagen vorwärts treten|Schläge hintereinander zählen|+Ein kurzes Spiel bis fünf',
  ),
  'bat-and-ball': family(
    'baseball|brennball|schlagball|ball schlagen|baseballschlager',
    'Den Schläger mit beiden Händen halten|Seitlich zum Werfer stehen|Den Ball genau anschauen|Gerade durchschwingen|+Loslaufen, wenn du triffst|+Zählen, wie oft du triffst',
  ),
  running: family(
    'rennen|laufen|wettlauf|sportfest|bundesjugendspiele|schneller laufen|sprint|eierlauf',
    'Mit kleinen Sprüngen aufwärmen|An die Startlinie stellen|Bei „Los!“ mit Armschwung rennen|+Zu einem Baum und zurück|Langsam ausgehen|+Zeit stoppen und verbessern',
  ),
  'skipping-rope': family(
    'seilspringen|springseil|seilhupfen|springen',
    'In jede Hand einen Griff|Seil hinter die Fersen|Über den Kopf schwingen|+Springen, wenn es an den Füßen ist|Sprünge zählen|+Fünf am Stück versuchen',
  ),
  gymnastics: family(
    'purzelbaum|turnen|handstand|rad schlagen|trampolin|trampolin springen|auf dem trampolin|kopfstand|radschlagen|purzelbaum|rolle vorwarts|rad schlagen|handstand|kopfstand|brucke|kinderturnen|turnverein|turnstunde|turnhalle|turnen gehen|eltern-kind-turnen|turnbeutel|turngruppe|sportverein|bodenturnen|geratturnen',
    'Weiche Matte hinlegen|Hocken, Hände auf die Matte|Kinn auf die Brust|+Mit Hilfestellung von Papa rollen|Gerade aufstehen|+Rad üben, ein Erwachsener hält dich',
  ),
  'yoga-stretch': family(
    'yoga|dehnen|dehnubungen|sport zu hause|bewegen|gymnastik',
    'Matte auf den Boden legen|Groß stehen wie ein Baum|Strecken wie eine Giraffe|+Eine Haltung fünf Atemzüge halten|Hinlegen und ausruhen|+Eine eigene Tier-Haltung erfinden',
  ),
  balance: family(
    'gleichgewicht|auf einem bein|balancieren|einbeinstand',
    'Arme weit ausstrecken|Einen Fuß etwas anheben|Bis fünf zählen|+Den anderen Fuß probieren|Fuß langsam absetzen|+Auf einer Linie Ferse an Spitze',
  ),
  'martial-arts': family(
    'karate|judo|taekwondo|kampfsport|gurt|kung fu',
    'Vor dem Trainer verbeugen|In Grundstellung gehen|Bewegungen des Trainers nachmachen|+Eine Kata langsam üben|Am Ende wieder verbeugen|+Gürtel ordentlich falten',
  ),
  'team-sport': family(
    'mannschaft|verein|sport|sportverein|training|spiel am wochenende|handball|hockey|turnverein|verein|im verein|training|mannschaft',
    'Sportsachen und Wasser packen|Dem Trainer zuhören|Mit der Mannschaft aufwärmen|+Die gezeigte Übung trainieren|Die anderen anfeuern|+Dem Trainer danke sagen',
  ),
  // ── Gefühle und Beruhigen ──
  'calm-down': family(
    'quengeln|trotz|beruhigen|ruhig werden|atmen|atemubung|entspannen|wutanfall|trotzanfall|ruhe|wutanfalle vermeiden|keine wutanfalle|wutanfall|trotzanfall|wutanfall im|wutanfall im supermarkt|wutanfall an der kasse|trotzanfall im|wutanfalle|trotzanfalle|ausraster|ausrasten|rastet aus|tobsuchtsanfall|schreianfall|wirft sich auf den boden|wirft sich hin|tobt',
    'Anhalten und still stehen|An der Blume riechen: einatmen|Langsam pusten: ausatmen|+Fünf Atemzüge an den Fingern zählen|Das Kuscheltier drücken|+In Worten sagen, wie du dich fühlst',
  ),
  'angry-feelings': family(
    'wut|wutend|sauer|~schreien|nicht schreien|nicht mehr schreien|anschreien|rumschreien|hauen|nicht hauen|beissen|sanfte hande|frustriert|hande bei sich|nicht schubsen|nicht beissen|nicht schlagen|schubsen|schubst|schubst andere|haut andere|schlagt|tritt|treten|kratzt|kratzen|beisst|andere kinder hauen|andere kinder schubsen|grob|grob zu anderen',
    'Sagen: „Ich bin wütend“|Fäuste ballen, dann locker lassen|Fünfmal stampfen|+In deine Ruheecke gehen|Dreimal tief atmen|+Einem Erwachsenen erzählen, was dich wütend machte|+Stopp sagen, sanfte Hände, Abstand halten',
  ),
  worries: family(
    'sorgen|sorge|~angst|angstlich|nervos|mutig|mutig sein|schuchtern',
    'Einem Erwachsenen die Sorge erzählen|Die Sorge auf Papier malen|In die Sorgenbox falten|+An etwas Mutiges denken, das du schon geschafft hast|Jemanden umarmen|+Mit Mama einen Plan machen',
  ),
  'sad-feelings': family(
    'traurig|traurigkeit|~weinen|~kummer|trosten|besser fuhlen|sagen wenn sie traurig|sagen wenn er traurig|sagen konnen wenn|zeigen wenn sie traurig',
    'Sagen: „Ich bin traurig“|Um eine Umarmung bitten|Das Kuscheltier drücken|+In Worten erzählen, was passiert ist|Etwas tun, das du magst|+Malen, wie du dich jetzt fühlst',
  ),
  'name-feelings': family(
    'fuhlt|fuhlen|wie es mir geht|gefuhle|gefuhl|wie ich mich fuhle|emotionen|stimmung|wie es geht|sagen wie es mir geht|sagen was los ist|gefuhle zeigen|gefuhle benennen',
    'Die Gefühlsgesichter anschauen|Zeigen, wie du dich fühlst|Das Gesicht im Spiegel machen|+Sagen, warum du dich so fühlst|Mama fragen, wie es ihr geht|+Eine Woche ein Gefühlstagebuch',
  ),
  'fear-dark': family(
    'dunkel|dunkelheit|angst im dunkeln|nachtlicht|albtraum|albtraume|monster|stromausfall|kein strom|licht geht aus|licht ausfallt',
    'Das Nachtlicht anmachen|Kuscheltier neben dich legen|Mit der Taschenlampe umherleuchten|+Deine Mutmachworte sagen|Langsam atmen, Augen zu|+Morgens einem Erwachsenen vom Albtraum erzählen',
  ),
  'wait-patiently': family(
    'warten|geduld|geduldig|nicht unterbrechen|reinreden|schlange stehen|wartezimmer|beim arzt warten|ruhig warten|geduldig warten|dazwischenreden|dazwischenquatschen|ins wort fallen|nicht unterbrechen|nicht dazwischenreden|nicht reinreden|wenn ich telefoniere|beim telefonieren|unterbricht mich|nicht unterbrechen|ins wort fallen|fallt ins wort|dazwischenreden|wenn erwachsene reden|wenn ich mit jemandem rede|essen kommt|bis das essen kommt|aufs essen warten|warten aufs essen|auf das essen warten|im restaurant warten|im wirtshaus|wirtshaus|gaststatte|beim warten|warten konnen|abwarten',
    'Hand auf Mamas Arm legen|Leise warten, bis sie schaut|Langsam bis zehn zählen|+Im Kopf ein Lied summen|„Entschuldigung“ sagen, dann reden|+Beim Warten malen oder Ich sehe was spielen',
  ),
  // ── Teilen, Entschuldigen, Freunde ──
  'share-toys': family(
    'teilen|abgeben|trampolin teilen|am trampolin abwechseln|rutsche teilen|spielzeug teilen|spielsachen teilen|ausleihen|wegnehmen|nicht wegnehmen|spielzeug wegnehmen|entreissen',
    'Ein Spielzeug zum Teilen aussuchen|Fragen, ob es mitspielen will|Vorsichtig abgeben|+Eine Sanduhr für die Runden|Solange etwas anderes spielen|+„Danke“ sagen, wenn es zurückkommt',
  ),
  'share-food': family(
    'keks teilen|letzten keks|essen teilen|snack teilen|sussigkeiten teilen|letztes stuck',
    'Einen Erwachsenen um Hilfe bitten|In zwei Hälften brechen|Eine Hälfte dem Freund geben|„Wir teilen!“ sagen|+Geht es nicht, abwechselnd aussuchen|+Zusammen aufessen',
  ),
  'take-turns': family(
    'abwechseln|reihum|warten bis ich dran bin|brettspiel|verlieren|verlieren konnen|verlieren konnen|verlieren ohne weinen|schlechter verlierer|guter verlierer',
    'Sagen: „Du fängst an“|Beim anderen zuschauen|Deinen Zug machen|+Dem Gewinner „gut gemacht“ sagen|Den Würfel dem Nächsten geben|+Nach dem Spiel Hände schütteln',
  ),
  'turn-on-swing': family(
    'schaukel abwechseln|auf die schaukel warten|abwechseln schaukel|anstellen|schlange stehen|rutsche warten|warten rutsche|an der rutsche anstellen|warten bis dran|bis man dran ist|bis ich dran bin|schaukel warten|an der schaukel warten',
    'Hinten in der Schlange anstellen|Hinter der Linie warten|Beim Warten bis zwanzig zählen|Deine Runde genießen|+Absteigen, wenn deine Runde um ist|+„Du bist dran!“ zum Nächsten sagen',
  ),
  'say-sorry': family(
    'entschuldigen|entschuldigung|sich entschuldigen|sorry sagen|tut mir leid|vertragen',
    'Ruhig durchatmen|Zu deiner Schwester oder Freundin gehen|Anschauen und „Entschuldigung“ sagen|+Sagen, was du getan hast: „Tut mir leid wegen dem Spielzeug“|Fragen, ob alles okay ist|+Wiedergutmachen: zurückgeben, helfen oder ein Bild malen',
  ),
  'make-friends': family(
    'freund|freunde|freundin|freunde finden|neuer freund|mitspielen|neuen kinder|kinder begrussen|begrussen|schuchtern|weniger schuchtern|sich trauen|mutiger sein|kinder fragen|andere kinder fragen|andere kinder|andere kinder ansprechen|kinder ansprechen|ansprechen|mitspielen fragen|mitspielen darf|darf ich mitspielen|anschluss finden|kontakt zu kindern',
    'Lächeln und Hallo sagen|Deinen Namen sagen|Fragen, ob du mitspielen darfst|+Fragen, was es gern spielt|Ein Spielzeug teilen|+Für morgen verabreden',
  ),
  playdate: family(
    'verabredung|freund einladen|besuch von einem freund|zu einem freund gehen|spielnachmittag|zum spielen einladen|~einladen|kind einladen|freundin einladen|freund zu uns|zu uns einladen|spielen kommen|zum spielen kommen|spielverabredung|playdate|spieldate|besuch von einem kind|kind zu besuch',
    'Zwei Spiele aussuchen|Wegräumen, was du nicht teilen willst|An der Tür begrüßen|+Den Gast zuerst wählen lassen|Zusammen spielen|+Zusammen einen Snack essen|+Tschüss und danke fürs Kommen sagen',
  ),
  'be-kind': family(
    'nett|freundlich|lieb sein|brav sein|gut benehmen|einem freund helfen|kompliment|freundlich sein|nett sein|hoflich sein',
    'An jemanden denken|Etwas Nettes sagen|Bei einer Sache helfen|+Ein kleines Bild malen|Anlächeln, wenn du es siehst|+Einem Erwachsenen erzählen, wie es sich anfühlte',
  ),
  'magic-words': family(
    'bitte|danke|bitte und danke|hoflich|hallo sagen|zauberworter|tur aufhalten|guten morgen sagen|grussen|hallo sagen|gruss gott sagen|gruezi sagen',
    '„Bitte“ sagen, wenn du fragst|„Danke“ sagen, wenn du bekommst|Mit Lächeln „Hallo“ sagen|+„Entschuldigung“ sagen zum Vorbeigehen|Zum Abschied winken|+Heutige Zauberwörter zählen',
  ),
  'tell-truth': family(
    'wahrheit|die wahrheit sagen|lugen|nicht lugen|ehrlich|flunkern|flunkert|schwindeln|schwindelt|anlugen|lugt|gelogen|luge|notluge|ausreden|zugeben|fehler zugeben|ehrlich sein|ehrlich zugeben|kaputt gemacht|kaputt gegangen|geschummelt|beichten|gestehen',
    'Anhalten und atmen|Sagen, was wirklich passiert ist|Wenn nötig, entschuldigen|+Beim Wiedergutmachen helfen|Eine Umarmung fürs Ehrlichsein|+Reden, warum Wahrheit wichtig ist',
  ),
  siblings: family(
    'bruder|schwester|geschwister|kleiner bruder|kleine schwester|baby|mit meinem bruder spielen|nicht streiten|~streit|~streiten|~streitet|~zanken|zanken sich|streit losen|streit schlichten|streit mit dem bruder|streit mit der schwester|cousin|cousine|vertragen|sich vertragen|eifersuchtig auf|geschwisterstreit|zimmer teilen|ein zimmer teilen|gemeinsames zimmer|geschwisterzimmer|teilen sich ein zimmer',
    'Zum Spielen einladen|Zuerst ein Spielzeug wählen lassen|Vorsichtig zusammen spielen|+Stopp sagen, mit ruhigen Worten reden|Beim Aufräumen helfen|+Gemeinsame Regeln: jedem sein Bereich und Regal|+Umarmen und etwas Liebes sagen',
  ),
  // ── Zu Hause helfen ──
  'help-shopping': family(
    'einkaufen|einkauf|supermarkt|einkaufsliste|markt|benehmen im supermarkt|brav im supermarkt|brav einkaufen|im laden|laden|einkaufswagen|beim einkaufen|zum backer|beim backer|brotchen kaufen|backer|brotchen holen|allein einkaufen|obst aussuchen|auf dem markt|obst auf dem markt|wochenmarkt|obst kaufen|wutanfall im supermarkt|wutanfalle im supermarkt|trotzanfall im supermarkt|trotzanfall an der kasse|im supermarkt|beim einkaufen|an der kasse|brotchen holen|brot holen|allein zum backer|zum backer gehen|beim backer|selber einkaufen|allein einkaufen|einkaufen ohne quengeln|quengeln an der kasse|kasse|quengelware|quengelkasse|einkaufen ohne|ohne quengeln einkaufen|supermarkt ohne|einkaufswagen schieben|einkaufskorb',
    'Einkaufsliste malen|Liste im Laden halten|Sachen für den Korb suchen|+Obst mit Papa wiegen|In die Taschen packen helfen|+Zu Hause beim Einräumen helfen|+Mit Münzen bezahlen und danke sagen',
  ),
  'put-shopping-away': family(
    'einkauf wegraumen|einkaufe wegraumen|einkauf auspacken|taschen auspacken|einkauf tragen|einkaufe tragen|tragen helfen|taschen tragen|einkaufstaschen|auspacken der einkaufe|einkaufe auspacken|einkaufstuten auspacken|einkauf einraumen|einkaufe einraumen',
    'Eine leichte Tasche reintragen|Kaltes kommt in den Kühlschrank|Gefrorenes kommt ins Gefrierfach|Dosen und Packungen in den Schrank|+Obst in die Schale|+Taschen falten und wegräumen',
  ),
  'help-baby': family(
    'mit dem baby helfen|mama helfen|papa helfen|im haushalt helfen|haushalt|aufgaben zu hause|helfer|putzen helfen|hausputz|beim putzen helfen|sauber machen helfen',
    'Fragen, wie du helfen kannst|Holen, was gebraucht wird|Die Aufgabe sorgfältig machen|+Prüfen, ob es gut ist|Sachen wegräumen|+Auf dem Helferplan abhaken',
  ),
  'help-grandparents': family(
    '~oma|~opa|grosseltern|oma besuchen|opa besuchen|nachbarin|oma helfen|opa helfen|grosseltern helfen',
    'Anrufen, dass du kommst|Ein Bild für sie malen|Sanft umarmen|+Fragen, wie es früher war|Bei einer Kleinigkeit helfen|+Ihr Lieblingsspiel spielen',
  ),
  'wash-car': family(
    'auto waschen|auto putzen',
    'Papa füllt einen Eimer Wasser|Mit Papa den Schwamm eintauchen|Räder und Türen waschen|+Mit Papa am Gartenschlauch abspülen|Mit altem Handtuch trocknen|+Spielzeug im Auto aufräumen',
  ),
  'donate-toys': family(
    'spenden|spielzeug verschenken|altes spielzeug|verschenken|flohmarkt|spielsachen verschenken|alte spielsachen|spielzeug spenden|spielsachen spenden|aussortieren',
    'Spielzeug durchschauen|Aussortieren, was du nicht mehr nutzt|In eine Tüte packen|+Prüfen, ob alles sauber und ganz ist|Mit Mama zur Spendenstelle|+Platz für Neues machen',
  ),
  'save-money': family(
    'geld|sparen|sparschwein|taschengeld|munzen|kaufen|kassa|sparschwein|sparen lernen|geld sparen|ausgeben|ausgegeben|gibt aus|geburtstagsgeld|verschwenden|alles ausgeben|geld ausgeben|sparbuch|ersparnisse',
    'Ein Glas oder Sparschwein holen|Malen, wofür du sparst|Jede Woche Münzen hinein|+Sonntags dein Geld zählen|Nein zu kleinen Süßigkeiten|+Mit Mama kaufen, wenn es reicht',
  ),
  // ── Morgen- und Abendroutine ──
  'morning-routine': family(
    'morgens|morgenroutine|aufstehen|aufwachen|punktlich|rechtzeitig los|morgens fertig werden|fertig fur die kita|fertig kita|fertig schule|fertig fur die schule|fertig kindergarten|fertig sein|~fertig|rechtzeitig|rechtzeitig fertig|morgens schnell|~wecker|mit dem wecker aufstehen|aufstehen wenn der wecker|morgens fertig werden|morgens trodeln|trodeln|trodelt|morgenroutine|morgens schneller|rechtzeitig fertig|fertig machen am morgen|morgens anziehen|aus dem bett kommen|aus dem bett|aus den federn|kommt nicht aus dem bett|morgenmuffel|wach werden|morgens ohne streit|morgens ohne stress|morgens ohne gemecker|morgenstress|morgens stress|morgens meckern|rechtzeitig aus dem haus|aus dem haus kommen|morgens aus dem haus',
    'Aus dem Bett aufstehen|Aufs Klo und waschen|Kleidung vom Stuhl anziehen|+Frühstücken|Zähne putzen|+Schuhe und Jacke an die Tür|+Die Reihenfolge auf Bildkarten, die Uhr im Blick',
  ),
  'bedtime-routine': family(
    'schlafenszeit|ins bett gehen|abendroutine|zu bett gehen|fruh ins bett|schlafen gehen|ohne theater schlafen|ohne theater ins bett',
    'Spielzeug wegräumen|Schlafanzug anziehen|Zähne putzen|+Eine Geschichte aussuchen|Kuscheln und ins Bett|+Licht aus und ruhig atmen',
  ),
  'own-bed': family(
    'eigenes bett|im eigenen bett schlafen|eigenes zimmer|alleine schlafen|unser bett|in unser bett|elternbett|im eigenen bett|im bett bleiben',
    'Dein Bett gemütlich machen|Ein Kuscheltier aussuchen|Geschichte und Umarmung|+Nachtlicht anlassen|Im Bett bleiben, wenn Licht aus|+Jeden geschafften Morgen ein Sticker',
  ),
  'screen-free-morning': family(
    'routine|routineplan|stickerplan|belohnungsplan|aufgabenliste',
    'Deine Aufgaben als Bilder malen|Plan an die Wand kleben|Erste Aufgabe machen|+Jede erledigte abhaken|Am Ende ein Sticker|+Mit Papa eine Belohnung aussuchen',
  ),
  // ── Reisen und Packen ──
  'pack-suitcase': family(
    'koffer|koffer packen|urlaub|ferien|reise|verreisen',
    'Kleidung für jeden Tag hinlegen|Schlafanzug und Zahnbürste dazu|Lieblingskuscheltier einpacken|+Auf einer Liste abhaken|Koffer mit Papa zumachen|+Einen kleinen Rucksack für unterwegs',
  ),
  sleepover: family(
    'ubernachten|ubernachtung|pyjamaparty|bei oma schlafen|woanders schlafen|oma ubernachten|opa ubernachten|bei oma ubernachten|bei den grosseltern schlafen|auswarts schlafen|bei freunden schlafen|ubernachtet|ubernachtet bei|zum ersten mal ubernachten|ubernachtungsparty|bei der freundin schlafen|bei ihrer freundin|bei seinem freund|bei freundin ubernachten|bei freund ubernachten|schlafen bei|auswarts ubernachten|ubernachten bei|jugendherberge|in der jugendherberge|kitaubernachtung|kita ubernachtung|kitafahrt|kitareise|abschlussfahrt|klassenfahrt|erste nacht|erste nacht weg|nacht ohne eltern|ohne mama schlafen|ohne eltern schlafen',
    'Schlafanzug und Zahnbürste einpacken|Kuscheltier mitnehmen|Mit Umarmung verabschieden|+Fragen, wo das Klo ist|Spielen, dann schlafen|+Morgens danke sagen',
  ),
  'car-journey': family(
    'autofahrt|lange autofahrt|kindersitz|im auto|fahrt|im auto benehmen|brav im auto|ruhig im auto|autobahn|wie lange noch|sind wir bald da|raststatte|urlaubsfahrt|lange fahrt|stunden im auto|stundenlang im auto',
    'Vorher aufs Klo gehen|Snack und Buch einpacken|In den Kindersitz setzen|+Ich sehe was aus dem Fenster spielen|Aus dem Fenster schauen|+Rote Autos unterwegs zählen',
  ),
  'plane-trip': family(
    'zugfahrt|mit dem zug|zug fahren|bus fahren|mit dem bus|mit der bahn|u bahn|strassenbahn|bim|zugfahrt zu|zugfahrt nach|mit dem zug zu|mit dem zug nach|bahnfahrt|zugreise|bahnreise|im zug|bahnhof|fahrkarte|zugticket|regionalbahn|s bahn|mit dem ice',
    'Kleinen Rucksack packen|Mama an die Hand nehmen|Deinen Platz finden|+Kauen oder gähnen bei Ohrendruck|Gurt anschnallen|+Malen, was du draußen siehst',
  ),
  camping: family(
    'camping|zelten|schlafsack|zelt aufbauen|lagerfeuer|ferienlager|zeltlager|ferienfreizeit',
    'Schlafsack einpacken|Mit Papa das Zelt aufbauen|Stöckchen sammeln|+Mit einem Erwachsenen weit weg vom Lagerfeuer sitzen|Sterne anschauen|+Allen Müll wieder mitnehmen',
  ),
  'beach-day': family(
    'strand|an den strand|muscheln|felsen|planschen|strandtasche|tasche strand|strandtasche packen|tasche fur den strand|tasche furs meer|meer|am meer|ans meer|nicht allein ins wasser|allein ins wasser|urlaub am meer|an der see|badesee|am see|nordsee|ostsee|wellen',
    'Handtuch, Badesachen und Schaufel packen|Sonnencreme und Hut|An Mamas Hand planschen|+Muscheln im Sand suchen|+Mit Papa zwischen Felsen schauen|Im Sand buddeln|+Deinen Müll mitnehmen',
  ),
  'zoo-visit': family(
    'zoo|tierpark|bauernhof|tiere|museum|ausflug|tiergarten|wildpark|ausflug mit der kita|kita-ausflug|kitaausflug|ausflug mit dem kindergarten|wandertag|aquarium|streichelzoo|tiergarten schonbrunn|vogelpark|in den zoo|mit der kita in den zoo|zoo besuchen|in den tierpark|zoobesuch|tierparkbesuch|in den tiergarten|ins museum|im museum|museumsbesuch|naturkundemuseum|kindermuseum|ausstellung|ins museum gehen',
    'Den Plan anschauen|Drei Dinge zum Anschauen wählen|In der Nähe deines Erwachsenen bleiben|+Ein Schild über ein Tier lesen|Sagen, was dir am besten gefiel|+Dein Lieblingstier zu Hause malen|+Rucksack mit Wasser, Jause und Mütze',
  ),
  // ── Kochen und Backen mit einem Erwachsenen ──
  'bake-cookies': family(
    'kekse|platzchen|kekse backen|platzchen backen|backen|guetzli|kekse|kekse backen|platzchen|vanillekipferl|weihnachtsbackerei|lebkuchen|lebkuchenhaus|lebkuchenmann|lebkuchenmanner|knusperhaus|hexenhaus|pfefferkuchen|zuckerguss|~verzieren|platzchen verzieren|kekse verzieren|ausstechen|platzchen ausstechen|ausstecher|ausstechformen|teig ausrollen|teig kneten|~teig|hefeteig|mit hefeteig|hefezopf|osterhasen backen|osterzopf|osterbrot|brot backen|brotchen backen|nikolaus backen|weckmann|stutenkerl|grittibanz|grittibanze',
    'Hände waschen|Mehl in die Schüssel|Mit Mama verrühren|+Teig kneten, formen, aufs Blech legen|Mama backt sie im Ofen|+Abgekühlt mit Zuckerguss verzieren',
  ),
  'bake-cake': family(
    'kuchen|torte|geburtstagskuchen|muffins|cupcakes|brownies|kuchen backen|kuchen backen|marmorkuchen|rührkuchen|geburtstagskuchen|muffins backen|zopf backen|dreikonigskuchen|gugelhupf|napfkuchen|torte',
    'Hände waschen|Eier mit Papa aufschlagen|Butter, Zucker, Mehl verrühren|+Teig in die Form füllen|Papa backt ihn im Ofen|+Kalt verzieren',
  ),
  pancakes: family(
    'pfannkuchen|crepes|waffeln|eierkuchen|pfannkuchen machen|pfannkuchen backen|palatschinken|palatschinken machen|omeletten|pfannkuchen backen',
    'Hände waschen|Eier, Milch und Mehl verquirlen|Mama erhitzt die Pfanne|+Von weitem zuschauen, wie Mama wendet|Belag draufmachen|+Beim Abwaschen der Schüssel helfen',
  ),
  sandwich: family(
    'brot schmieren|butterbrot|sandwich|toast|belegtes brot|belegen|brot belegen|fruhstucksbrot|pausenbrot|jausenbrot|brote schmieren|brot streichen|stulle|stullen|brotzeit|butterbrot schmieren|brotchen belegen|semmel belegen|weggli|brote machen|brot machen',
    'Hände waschen|Zwei Scheiben Brot hinlegen|Mit Papa Butter streichen|+Käse und Gurke drauflegen|Zweite Scheibe obendrauf|+Papa schneidet Dreiecke',
  ),
  'fruit-salad': family(
    'obstsalat|smoothie|obstspiesse|saft|milchshake|salat|salat machen|smoothie|milchshake|obstsalat|gemuse schneiden|obst schneiden|kindermesser|messer schneiden|messer benutzen|schneiden lernen|schnippeln|gurke schneiden|banane schneiden|brot schneiden|karotten schneiden|gemuse schnippeln|obst schnippeln|schnippeln helfen|beim schnippeln helfen',
    'Hände und Obst waschen|Banane schälen|Trauben abzupfen|+Auf dem Brett mit Mama schneiden|In einer Schüssel mischen|+Mit Papa den Mixer bedienen',
  ),
  pizza: family(
    'pizza|pizza backen|pizza belegen',
    'Hände waschen|Soße auf den Boden streichen|Käse darüberstreuen|+Ein Gesicht aus Belag legen|Papa backt sie im Ofen|+Stücke mit der Familie teilen',
  ),
  'cook-dinner': family(
    'kochen|abendessen|rezept|beim kochen helfen|kuche|mittagessen|nudeln|suppe|znacht|zmittag|nachtmahl|abendbrot|kochen helfen|herd|ofen|backofen|kochen helfen|beim kochen|suppe kochen|kurbissuppe|gemusesuppe|mitkochen|essen machen',
    'Hände waschen|Schürze anziehen|Zutaten mit Mama holen|+Rezept mit einem Erwachsenen lesen|Rühren; Mama macht den Herd|+Tisch decken, während es kocht',
  ),
  'cook-eggs': family(
    'ruhrei|spiegelei|eier kochen|omelett|eier braten|~eier|ei aufschlagen|eier aufschlagen|ruhrei|spiegelei|gekochtes ei',
    'Eier in eine Schüssel aufschlagen|Mit der Gabel verquirlen|Ein Erwachsener macht die Pfanne heiß|Mit dem Erwachsenen umrühren|+Vorher etwas Butter hinein|+Auf Brot servieren',
  ),
  // ── Geschenke und Karten ──
  'birthday-card': family(
    'karte|geburtstagskarte|gluckwunschkarte|weihnachtskarte|muttertag|vatertag|valentinstag|karte basteln|karte fur',
    'Ein Blatt in der Mitte falten|Vorne ein Bild malen|Innen den Namen schreiben|+Einen lieben Gruß schreiben und unterschreiben|Sticker draufkleben|+In einen Umschlag stecken',
  ),
  'thank-you-note': family(
    'dankeskarte|dankesbrief|bedanken|danke sagen fur',
    'Überlegen, wem du dankst|Geschenk oder Tag malen|„Danke“ schreiben|+Schreiben, was dir gefiel|Mit Namen unterschreiben|+Mit Mama einwerfen oder übergeben',
  ),
  gratitude: family(
    'dankbar|dankbarkeit|dankbar sein|dankbar fur|wofur ich dankbar bin|erntedank|erntedankfest|thanksgiving|dankbarkeitsglas|dankesglas|wertschatzen',
    'An einen schönen Moment denken|„Ich bin dankbar für …“ sagen|Der Familie beim Erzählen zuhören|+Es beim Abendessen am Tisch sagen|Es für das Dankesglas malen|+Mit Mama eine Dankesliste schreiben|+Jemandem danke sagen',
  ),
  'wrap-present': family(
    'einpacken|geschenk einpacken|geschenkpapier|geschenke einpacken|geschenk verpacken|verpacken',
    'Geschenk aufs Papier legen|Papier darüberklappen|Mit Klebeband festkleben|+Enden zu Dreiecken falten|Schleife oder Sticker drauf|+Einen Anhänger schreiben',
  ),
  'make-gift': family(
    'geschenk|uberraschung|geschenk basteln|selbstgemachtes geschenk|fur mama|fur papa|fur die erzieherin',
    'Überlegen, was sie mögen|Ein Bild malen oder etwas basteln|Mit Liebe basteln|+Für schwere Teile Hilfe holen|In Geschenkpapier einpacken|+Mit einer Umarmung schenken',
  ),
  'decorate-holiday': family(
    'dekorieren|schmucken|halloween|ostern|laterne|fest|adventskranz|ostereier|laterne|laterne basteln|halloween vorbereiten|fest vorbereiten',
    'Buntes Papier und Kleber holen|Papierketten oder Laternen basteln|Mit Papa aufhängen|+Für jedes Zimmer eine Deko|+Bilder zum Aufhängen ausmalen|Dort hinhängen, wo alle es sehen|+Danach beim Abhängen helfen',
  ),
  'pumpkin-carving': family(
    'kurbis|kurbis schnitzen|kurbisgesicht|kurbislaterne|aushohlen|kurbis aushohlen|kurbis fur halloween|susses oder saures|suesses oder saures|an halloween klingeln|halloween von tur zu tur|an halloween um die hauser|sussigkeiten sammeln an halloween',
    'Mit einem Stift ein Gesicht malen|Ein Erwachsener schneidet den Deckel ab|Kerne mit dem Löffel auskratzen|Ein Erwachsener schneidet das Gesicht aus|+Eine kleine Lampe hineinstellen|+Kerne mit einem Erwachsenen rösten|+Mit Papa an den Türen klingeln',
  ),
  'write-letter': family(
    'brief schreiben|brief an|postkarte|brieffreund|brief einwerfen|wunschzettel|wunschzettel ans christkind|christkind|brief ans christkind|weihnachtsmann|brief an den nikolaus',
    'Papier und Stift holen|„Liebe“ oder „Lieber“ und den Namen|Deine Neuigkeiten malen oder schreiben|+Eine Frage zurückstellen|Mit lieben Grüßen unterschreiben|+Mit Mama einwerfen',
  ),
  // ── Natur ──
  'nature-walk': family(
    'natur|waldspaziergang|wald|wandern|wanderung|~spaziergang|erkunden|ausflug in den wald|wanderausflug|zecken|zecke|zeckencheck|nach zecken absuchen|auf zecken absuchen|zeckenbiss|zeckenkontrolle',
    'Feste Schuhe anziehen|Eine Tüte für Schätze mitnehmen|Bei deinem Erwachsenen bleiben|+Fünf verschiedene Blätter finden|Den Vögeln lauschen|+Ein Bild aus den Fundstücken legen|+Zu Hause mit Mama Haut nach Zecken absuchen',
  ),
  'bird-watching': family(
    'vogel|vogelhauschen|vogelfutter|vogel beobachten|vogel futtern|futterhaus|meisenknodel|vogelhaus|vogelhaus bauen|futterstelle|korner fur vogel|meisenknodel basteln|vogelfutter selber machen',
    'Vogelhäuschen mit Körnern füllen|Mit Papa aufhängen|Leise am Fenster sitzen|+Vögel auf einer Liste abhaken|Die Vögel zählen|+Deinen Lieblingsvogel malen',
  ),
  'feed-ducks': family(
    'enten futtern|enten|schwane|ententeich',
    'Haferflocken oder Erbsen mitnehmen|Mit einem Erwachsenen zum Teich|Weit weg vom Ufer stehen bleiben|Kleine Stücke aufs Wasser werfen|+Schauen, welche Ente zuerst kommt|+Danach Hände waschen',
  ),
  'water-safety': family(
    'teich|am teich|gartenteich|an den teich|ans wasser|am wasser|nicht ans wasser|am pool|an den pool|am fluss|an den fluss|am see|an den see|am ufer|ans ufer|beckenrand|am beckenrand|wassersicherheit|baggersee|bach|am bach|ertrinken|ins wasser fallen|nicht am becken rennen|poolzaun',
    'Am Wasser Mama die Hand geben|Weit weg vom Rand bleiben|+Hinter dem Zaun bleiben|Warten, bis ein Erwachsener mitkommt|+Mit Papa schauen, wo es tief ist|Laut rufen, wenn jemand hineinfällt|+Schwimmflügel im Bad, Mama schaut zu',
  ),
  'bug-hunt': family(
    'krabbeltiere|insekten|kafer|marienkafer|schmetterling|schnecke|spinne|ameisen|insektenhotel',
    'Eine Lupe mitnehmen|Vorsichtig einen Ast anheben|Die Tierchen genau anschauen|+Ihre Beine zählen|Ast sanft zurücklegen|+Ein Insektenhotel aus Stöckchen bauen',
  ),
  caterpillars: family(
    'raupe|raupen|kokon|verpuppen|schmetterlinge zuchten|raupe schmetterling',
    'Raupen in ein Netz setzen|Jeden Tag frische Blätter geben|Beim Fressen und Wachsen zuschauen|Die stille Puppe suchen|+Warten, bis Schmetterlinge schlüpfen|+An einem sonnigen Tag freilassen',
  ),
  stargazing: family(
    'sterne|mond|sterne anschauen|planeten|nachthimmel|weltall',
    'Warm anziehen|Mit Papa rausgehen|Den Mond suchen|+Ein Sternbild finden|Fünf Sterne zählen|+Eine Woche jeden Abend den Mond malen',
  ),
  'collect-leaves': family(
    'kastanienmännchen|kastanienmannchen|kastanientiere|kastanientier|basteln mit kastanien|kastanien basteln|eichelmännchen|herbstbasteln|basteln im herbst|herbstdeko basteln|blatter|kastanien|tannenzapfen|steine|kieselsteine|sammeln|sammlung|muscheln sammeln|herbstblatter|eicheln|naturtisch|jahreszeitentisch|herbstschatze|federn|kastanien sammeln|blatter sammeln|bucheckern|zapfen',
    'Eine Tüte mit nach draußen|Kastanien, Eicheln und Blätter aufheben|Zu Hause ausbreiten|+Nach Größe oder Farbe sortieren|Deinen Liebling aussuchen|+Eine Ausstellung oder Collage machen',
  ),
  weather: family(
    'wetter|wetterkarte|wettertabelle|regenmesser|regenbogen|wolken',
    'Aus dem Fenster schauen|Sagen, wie das Wetter ist|Ein Wetterbild malen|+In die Wettertabelle kleben|Passende Kleidung wählen|+Das Wetter der Woche vergleichen',
  ),
  // ── Bildschirm ──
  'screen-time': family(
    'bildschirm|bildschirmzeit|medienzeit|tablet|ipad|fernsehen|fernseher|videospiele|youtube|handy|zeichentrick|ausschalten|tablet streiten|streit ums tablet|streiten ums tablet|wer aufs tablet|tabletzeit|handyzeit|konsole|switch|nintendo|playstation|computerspiele|natel|handy|tablet|fernseher|fernsehen|bildschirmzeit|glotze|folge|eine folge|nur eine folge|sendung|sendungen|fernsehsendung|serie|kika|sendung mit der maus|sandmannchen|fernsehen schauen|fernschauen|tv schauen|eine folge schauen|noch eine folge|netflix|roblox|minecraft|fortnite|weniger bildschirm|weniger tablet|weniger fernsehen|bildschirmzeit begrenzen|medienregeln|medienzeit begrenzen|weniger youtube|tablet begrenzen|fernseher ausmachen|~ausmachen|tablet ausmachen|tv ausmachen|fernseher ausschalten|tablet ausschalten|fernseher aus|tablet weglegen|tablet abgeben',
    'Mit Papa Timer oder Wecker stellen|Eine einzige Folge schauen|Fernseher ausmachen, wenn es klingelt|+Vorher aussuchen, was danach kommt|Etwas anderes spielen|+Bildschirme bleiben aus dem Kinderzimmer',
  ),
  'screen-free-play': family(
    'langweilig|langeweile|alleine spielen|ohne bildschirm spielen|etwas zu tun|statt fernsehen|statt fernseher|statt tablet|statt bildschirm|statt handy|spielen statt fernsehen|spielen statt tablet|allein spielen|alleine spielen|selbststandig spielen|sich allein beschaftigen|sich alleine beschaftigen|allein beschaftigen|eine viertelstunde allein|eine weile allein spielen|ohne mich spielen|allein im zimmer spielen',
    'Eine Spielzeugkiste aussuchen|Ein Spiel damit erfinden|Eine Sanduhr lang spielen|+Eine Welt aus Spielzeug bauen|Danach aufräumen|+Einem Erwachsenen dein Spiel erzählen',
  ),
  // ── Weitere Alltagsziele ──
  'doctor-dentist': family(
    'zum zahnarzt|zum arzt|zum kinderarzt|ersten mal zum zahnarzt|erster zahnarztbesuch|zur zahnärztin|zur kinderärztin|zur ärztin|zahnarzt|arzt|kinderarzt|beim arzt|beim kinderarzt|beim zahnarzt|untersuchung|impfung|spritze|krankenhaus|augenarzt|u9|u8|u7|u7a|u6|u10|u-untersuchung|vorsorge|vorsorgeuntersuchung|kinderarztpraxis|arztpraxis|praxis|blut abnehmen|blutabnahme|blut abnehmen lassen|piks|pieks|impfen|impfen lassen|kontrolle beim kinderarzt|hortest|sehtest|kinderarztin|arztin|zahnkontrolle|zahnarztkontrolle|~kontrolle|zahnarzttermin|zahnarztbesuch|arzttermin|arztbesuch|kinderarzttermin|kinderarztbesuch|angst vorm zahnarzt|angst vor dem zahnarzt|angst vorm arzt|angst vor dem arzt',
    'Ein Buch über den Besuch lesen|Arzt spielen: Teddys Herz abhören|Auf den großen Stuhl setzen|+Den Mund weit aufmachen|Langsam atmen, wenn es gruselig ist|+Auf die Waage, dann messen lassen|+Danach einen Sticker aussuchen',
  ),
  haircut: family(
    'haare schneiden|friseur|frisor|haarschnitt|zum friseur',
    'Auf den großen Stuhl setzen|Den Umhang wie ein Superheld tragen|Stillhalten, während der Friseur schneidet|Zum Schluss in den Spiegel schauen|+Dein Kuscheltier festhalten|+Dem Friseur danke sagen',
  ),
  'science-experiment': family(
    'experiment|forschen|wissenschaft|schwimmt oder sinkt|magnete|entdecken',
    'Alles von der Liste holen|Raten, was passiert|Mit Papa ausprobieren|+Aufschreiben oder malen, was du sahst|Sagen, ob du richtig lagst|+Eine Sache ändern, nochmal probieren',
  ),
  volcano: family(
    'vulkan|vulkan basteln|ausbruch|natron vulkan',
    'Einen Becher auf ein Tablett stellen|Einen Sandberg darum bauen|Natron hineinlöffeln|Ein Erwachsener gießt Essig dazu|+Rote Lebensmittelfarbe für Lava|+Zuschauen, wie es sprudelt und überläuft',
  ),
  'board-games': family(
    'spiel|spiele|karten|kartenspiel|memory|schach|wurfel|spiel spielen|mensch argere dich nicht|wurfeln|beim wurfeln|brettspiele|gesellschaftsspiel|gesellschaftsspiele|uno|quartett|domino spielen|mikado|lotto|spieleabend|dame spielen|muhle',
    'Das Spiel aufbauen|Regeln mit Mama lernen|Abwechselnd ziehen|+Punkte zählen|Am Ende Hände schütteln|+Jedes Teil zurück in die Schachtel',
  ),
  'magic-trick': family(
    'zaubertrick|zaubern|trick',
    'Einen Zaubertrick aussuchen|Vor dem Spiegel üben|Am Teddy ausprobieren|+Lernen, was du dabei sagst|Der Familie zeigen|+Am Ende verbeugen',
  ),
  'tell-joke': family(
    'witz|witze|witz erzahlen|ratsel|zum lachen bringen',
    'Einen Lieblingswitz aussuchen|Mit dem Kuscheltier üben|Die Frage stellen, kurz warten|Die Pointe deutlich sagen|+Einen Klopf-Klopf-Witz probieren|+Am Ende zusammen lachen',
  ),
  'take-photos': family(
    'foto|fotos|kamera|fotografieren|video',
    'Kamera mit zwei Händen halten|Ein Motiv aussuchen|Stillhalten und abdrücken|+Von oben und unten probieren|Deine Fotos anschauen|+Das beste zum Drucken wählen',
  ),
  'library-visit': family(
    'bucherei|bibliothek|in der bucherei|in die bucherei|bucherei benehmen|buchereiausweis|bucher zuruckgeben|bucher ausleihen',
    'Die ausgeliehenen Bücher suchen|In eine Tasche packen|Mit Papa in die Bücherei|+Die Bibliothekarin nach einem Buch fragen|Neue Bücher aussuchen|+Leise flüstern und den Ausweis an der Theke zeigen|+Das Rückgabedatum notieren',
  ),
  whistle: family(
    'pfeifen|pfeifen lernen|ein lied pfeifen|lied pfeifen',
    'Die Lippen etwas nass machen|Die Lippen rund wie ein O|Ganz sanft Luft pusten|+Die Zunge hinter die unteren Zähne|Hohe und tiefe Töne probieren|+Ein bekanntes Lied pfeifen',
  ),
  seatbelt: family(
    'anschnallen|schnallen|angeschnallt|sicherheitsgurt|gurt anlegen|gurt im auto|kindersitz|autositz|sitzerhohung|im kindersitz|im autositz|im auto sitzen',
    'In den Kindersitz klettern|Gerade hinsetzen|Den Gurt über die Schulter|Das Schloss einklicken: Klick!|+Ein Erwachsener prüft, ob er gut sitzt|+Angeschnallt bleiben, bis das Auto steht',
  ),
  'stage-show': family(
    'schulfest|auffuhrung|auftritt|auftreten|buhne|theaterstuck|theater|konzert|vorspiel|gedicht|gedicht aufsagen|aufsagen|vortragen|krippenspiel|vorsingen|vorfuhren|sommerfest|weihnachtsfeier|abschlussfest|lied vorsingen|auf der buhne singen|beim schulfest|beim sommerfest|gedicht|gedicht lernen|gedicht aufsagen|ein gedicht auswendig|auswendig lernen|gedicht fur den nikolaus|gedicht zum muttertag|verse lernen',
    'Text oder Lied auswendig lernen|Vor dem Spiegel üben|Gerade stehen, laut sprechen|Ins Publikum schauen und lächeln|+Einmal auf der Bühne proben|+Am Ende verbeugen',
  ),
  'use-words': family(
    'quengeln|quengelt|jammern|nörgeln|raunzen|motzen|mit worten|mit worten sagen|mit worten bitten|normale stimme|nett fragen|lieb fragen|hoflich fragen|betteln|quengeln an der kasse|sussigkeiten an der kasse|betteln um|nicht mehr quengeln|quengeln einkaufen|nicht quengeln|ohne quengeln',
    'Anhalten und tief atmen|Mit normaler, ruhiger Stimme sprechen|Mit Worten sagen, was du willst|„Bitte“ dazusagen|+Ruhig auf die Antwort warten|+Bei Nein das Kuscheltier drücken',
  ),
  'new-baby': family(
    'neues baby|baby|das baby|wickeln|beim wickeln|baby wickeln|wickeltisch|windel wechseln|windeln wechseln|windel bringen|flaschchen geben|flasche geben|baby futtern|baby baden|baby halten|baby tragen|baby beruhigen|schnuller geben|kinderwagen|kinderwagen schieben|geschwisterchen|neugeborenes|lieb zum baby|sanft zum baby|grosse schwester|grosser bruder|kleiner bruder|kleine schwester|lieb zum neuen|neuen geschwisterchen|neues geschwisterchen|kleines geschwisterchen',
    'Zuerst die Hände waschen|Das Baby ganz sanft streicheln|Dem Baby ein leises Lied singen|Einem Erwachsenen eine Windel bringen|+Das Baby im Sitzen halten, mit Mama|+Leise sein, wenn es schläft',
  ),
  'wobbly-tooth': family(
    'wackelzahn|wackeln|zahn wackelt|milchzahn|zahn verlieren|zahnfee|zahn rausfallen|zahnlucke|erster zahn|zahn wackelt|wackelzahne|vorderzahn|schneidezahn|zahn ist raus|zahn rausgefallen|zahn verloren|erster wackelzahn',
    'Sanft mit der Zunge wackeln|Auf der anderen Seite kauen|Vorsichtig drumherum putzen|Den Zahn in eine Dose legen|+Unters Kopfkissen legen|+Einen Erwachsenen nachschauen lassen',
  ),
  'horse-riding': family(
    'pferd|pferde|pony|ponys|~reiten|reitstunde|reitschule|reiterhof|ponyreiten|reitunterricht|sattel|voltigieren|reiten lernen|reiten gehen',
    'Den Reithelm aufsetzen|Das Pony sanft am Hals streicheln|Mit einem Erwachsenen aufsteigen|Die Zügel mit beiden Händen halten|+Gerade sitzen, Fersen nach unten|+Eine Karotte auf flacher Hand geben',
  ),
  'go-fishing': family(
    'angeln|angel|angeln gehen|angelrute|fisch fangen|fische fangen|krebse fangen|krabben fangen|keschern',
    'Mit einem Erwachsenen ans Wasser|Die Angel mit zwei Händen halten|Ein Erwachsener macht den Köder dran|Still warten, auf die Pose schauen|+Mit dem Erwachsenen langsam einholen|+Den Fisch mit Papa zurück ins Wasser',
  ),
  sewing: family(
    '~nahen|nahen lernen|knopf annahen|stricken|fingerstricken|hakeln|~sticken|nadel|einfadeln|nahkarte|weben',
    'Eine Nähkarte und Wolle wählen|Ein Erwachsener fädelt die Nadel ein|Von unten durch ein Loch fädeln|Oben durchs nächste Loch zurück|+Mit einem Erwachsenen den Knoten machen|+Einen Knopf auf Filz nähen',
  ),
  'video-call': family(
    'videoanruf|videotelefonieren|videotelefonat|telefonieren|anrufen|oma anrufen|opa anrufen|facetime|ans telefon gehen|~telefon|in kontakt bleiben|kontakt halten|arbeitet im ausland|im ausland arbeiten|papa ist verreist|mama ist verreist|dienstreise|auf dienstreise|auf montage',
    'Einen Erwachsenen anrufen lassen|Hallo und deinen Namen sagen|Eine Sache vom Tag erzählen|Ihren Neuigkeiten zuhören|+Ein Bild in die Kamera zeigen|+Tschüss sagen, Küsschen schicken',
  ),
  'ski-skate': family(
    'skiurlaub|skiferien|skilehrer|skilehrerin|skigebiet|skipiste|skilift|ski laufen|skilaufen|zum skifahren|wintersport|schlittschuh laufen|schlittschuhe|skifahren|ski fahren|skikurs|skischule|schlittschuh|schlittschuhlaufen|eislaufen|eislaufplatz|eisbahn|snowboard|eislaufen gehen|eislaufen lernen|schlittschuhlaufen gehen|skifahren lernen|ski fahren lernen|skifahren gehen',
    'Warme Sachen und Handschuhe anziehen|Den Helm aufsetzen|Ein Erwachsener schließt die Schuhe|Kleine Pinguinschritte machen|+Hinfallen und Aufstehen üben|+An Papas Hand ein Stück gleiten',
  ),
  'nail-biting': family(
    'nagel kauen|nagelkauen|fingernagel kauen|an den nageln kauen|~nagel|nase bohren|in der nase bohren|nasebohren|popeln|armel kauen',
    'Finger am Mund bemerken|Stattdessen einen Knautschball drücken|Ein Erwachsener schneidet die Nägel kurz|+Taschentuch statt Finger nehmen|Für jeden guten Tag einen Sticker|+Die Hände mit Knete beschäftigen',
  ),
  'wear-glasses': family(
    'brille|brille tragen|neue brille|augenpflaster|pflaster am auge|okklusionspflaster|kontaktlinsen',
    'Die Brille an den Seiten halten|Die Bügel über die Ohren|Sanft auf die Nase schieben|+Die Gläser mit dem Tuch putzen|Abends ins Etui legen|+Das Augenpflaster zur Geschichte tragen',
  ),
  'left-right': family(
    'links und rechts|rechts und links|links oder rechts|linke hand|rechte hand|~links|~rechts',
    'Beide Hände hochheben|Die linke Hand macht ein L|Mit der linken Hand winken|Mit dem rechten Fuß stampfen|+Simon sagt mit links und rechts spielen|+Beim Spaziergang links und rechts zeigen',
  ),
  woodwork: family(
    'vogelhaus bauen|vogelhaus aus holz|nistkasten bauen|nistkasten|insektenhotel bauen|holzarbeit|sägen lernen|nägel einschlagen|hämmern lernen|werkeln|~werken|mit papa werken|werken mit holz|werkunterricht|hammern|hammer|nagel einschlagen|nagel einschlagen|schraubenzieher|schraubendreher|werkbank|abschleifen|schmirgelpapier|heimwerken|werkzeugkasten|~werkzeug|~holz|reparieren|werken lernen|werken gehen|heimwerken|werken|mit papa werken|basteln mit holz|hammern|nageln|schrauben|schraubenzieher|werkbank|werkzeugkasten|sagen|holzwerkstatt|papa beim heimwerken helfen',
    'Mit einem Erwachsenen Schutzbrille auf|Weiches Holz und dicke Nägel wählen|Nagel klopfen, ein Erwachsener hält|Mit einem Erwachsenen Kanten schmirgeln|+Mit dem Erwachsenen eine Schraube eindrehen|+Das Werkstück anmalen',
  ),
  'skill-toy': family(
    'jojo|yoyo|kreisel|kreisel drehen|kendama|fadenspiel|abnehmespiel|diabolo|hula hoop|hula-hoop|reifen drehen',
    'Einem Erwachsenen langsam zuschauen|Faden oder Griff gut festhalten|Den ersten kleinen Schritt probieren|+Knie beugen und weiter üben|Zählen, wie oft hintereinander|+Der Familie den Trick zeigen',
  ),
  'safety-drill': family(
    'feueralarm|feuerwehrubung|probealarm|evakuierung|erdbeben|brandschutzubung|alarmubung|notfallubung|raumungsubung|rauchmelder|wenn es brennt|brand zu hause|feuer zu hause|feuer im haus|rauchmelder piept|rauchmelder geht los|fluchtweg|fluchtplan|brandschutz|bei feuer|bei einem brand',
    'Stehen bleiben und zuhören|Den Kopf mit den Armen schützen|In der Reihe gehen, nicht rennen|+Nach draußen zum Sammelplatz gehen|Leise warten, bis alle gezählt sind|+Die Übung zu Hause wiederholen|+Bei Erdbeben unter den Tisch hocken und ein Tischbein halten',
  ),
  'time-to-go': family(
    'spielplatz verlassen|vom spielplatz gehen|zeit zu gehen|aufhoren zu spielen|ohne theater gehen|ohne weinen gehen|heimgehen|nach hause gehen wenn|vom spielplatz nach hause|verlassen des spielplatzes|spielplatz verlassen ohne|wutanfall beim verlassen',
    'Auf die Fünf-Minuten-Warnung hören|Noch ein letztes Mal wählen|Tschüss zur Schaukel sagen|Dem Erwachsenen die Hand geben|+Nächstes Mal einen Wecker stellen|+Erzählen, was Spaß gemacht hat',
  ),
  'stranger-safety': family(
    'fremde|fremden|fremder|nicht mit fremden|mit fremden mitgehen|fremden mitgehen|unbekannte|codewort|fremde leute|nicht mitgehen',
    'Bleib, wo Mama dich sieht|Nein sagen und laut schreien|Zu deinem Erwachsenen laufen|Es einem Erwachsenen erzählen|+Das Familien-Codewort lernen|+Die Polizei um Hilfe bitten',
  ),
  'christmas-tree': family(
    'weihnachtsbaum|~weihnachten|adventskalender befullen|adventskalender fullen|adventskalender basteln|adventskalender machen|adventskalender packen|sackchen befullen|sackchen|weihnachten vorbereiten|weihnachtsdeko|christbaum|tannenbaum|baum schmucken|christbaumkugeln|kugeln aufhangen|lametta|weihnachtskrippe|krippe aufbauen|krippe aufstellen|krippenfiguren|adventskalender|turchen|turchen offnen|jeden tag ein turchen|advent|adventskranz|adventszeit|weihnachtszeit',
    'Die Kiste mit Kugeln öffnen|Kugeln an untere Zweige hängen|Mit Mama Lametta aufhängen|Papa hängt die Lichterkette auf|+Den Stern oben mit Hilfe|+Die Krippenfiguren aufstellen|+Jeden Tag ein Türchen mit Zahl öffnen',
  ),
  'christmas-eve': family(
    'weihnachtsmann|christkind|christkindl|christkindchen|heiligabend|heiliger abend|bescherung|rentier|rentiere|weihnachtsstrumpf|strumpf aufhangen|auf den weihnachtsmann warten|auf das christkind warten|brief ans christkind|brief an den weihnachtsmann|weihnachtslieder|weihnachtslied',
    'Wunschzettel ans Christkind schreiben|Einen Teller mit Plätzchen hinstellen|Eine Möhre für die Rentiere|+Den Strumpf ans Bett hängen|Weihnachtslieder mit der Familie singen|+Am Heiligabend früh ins Bett|+Auf das Glöckchen zur Bescherung warten',
  ),
  'birthday-party': family(
    'geburtstagsfeier|kindergeburtstag|kindergeburtstage|geburtstagsparty|~feier|~geburtstag|geburtstag feiern|geburtstag im kindergarten|geburtstag in der kita|geburtstag im kiga|zum geburtstag eingeladen|zum kindergeburtstag|auf einen geburtstag|auf eine party|auf den geburtstag|einladung|partyspiele|topfschlagen|reise nach jerusalem|kerzen auspusten|kerzen ausblasen|geburtstagskrone|geburtstagsstuhl|mitgebsel|ohne mich bleiben|ohne mama bleiben|pinata|geburtstag von|geburtstag seiner freundin|geburtstag seines freundes|geburtstag ihrer freundin|party|party im kindergarten|party in der kita|feier im kindergarten|feier in der kita|geburtstagsfeier im kindergarten',
    'Das Geschenk einpacken|An der Tür tschüss sagen|Bei den Partyspielen mitmachen|Das Geburtstagslied am Kuchen singen|+Deinen Namen auf die Karte schreiben|+Danke für die Feier sagen|+Warten, bis du abgeholt wirst',
  ),
  'loud-noises': family(
    'feuerwerk|silvester|boller|bollern|knaller|~knallen|~knall|donner|gewitter|gewittern|blitz|blitze|unwetter|lauter larm|~larm|laute gerausche|lauter gerausche|~gerausche|~gerausch|angst vor gewitter|angst vor dem gewitter|angst bei gewitter|angst vor donner|angst vor feuerwerk|angst vor dem feuerwerk|angst vor dem staubsauger|angst vorm staubsauger|angst vor dem fohn|angst vor gerauschen|angst vor lauten gerauschen|angst vor larm|angst vor der klospulung|halt sich die ohren zu|ohren zuhalten|gehorschutz|kapselgehorschutz|ohrenschutzer|sirene|sirenen|martinshorn|handtrockner|bundesfeier|gewitterangst|angst gewitter|angst donner|angst feuerwerk|angst staubsauger|angst knallen|angst boller|angst larm|angst fohn|angst handtrockner|furchtet sich vor gewitter',
    'Gehörschutz oder Ohrenschützer aufsetzen|Die Ohren mit den Händen zuhalten|Einem Erwachsenen die Hand geben|Unter eine Decke kuscheln|+Vom Blitz bis zum Donner zählen|+Sagen, was das Geräusch macht|+Mit Papa aus dem Fenster schauen',
  ),
  funfair: family(
    'jahrmarkt|kirmes|kirchweih|kerwe|kirbe|rummel|rummelplatz|volksfest|oktoberfest|wiesn|prater|chilbi|~messe|dult|herbstmesse|fruhlingsfest|schutzenfest|cannstatter wasen|karussell|kettenkarussell|riesenrad|autoscooter|zuckerwatte|achterbahn|freizeitpark|fahrgeschaft|fahrgeschafte|schausteller|auf den jahrmarkt|auf die kirmes|auf den rummel|europapark|legoland|karussell fahren|riesenrad fahren|achterbahn fahren|autoscooter fahren|kinderkarussell',
    'Einem Erwachsenen die Hand geben|Das erste Karussell aussuchen|In der Schlange warten|Den Chip am Karussell abgeben|+Schauen, ob du groß genug bist|+Zuckerwatte mit Papa teilen|+Danach ein ruhiges Karussell wählen',
  ),
  'climb-furniture': family(
    'auf mobel klettern|klettert auf mobel|auf die mobel klettern|klettert uberall|uberall hochklettern|klettert uberall hoch|auf dem bett springen|auf dem bett hupfen|aufs bett springen|im bett hupfen|auf dem sofa springen|auf dem sofa hupfen|auf der couch hupfen|vom sofa springen|von der sofalehne springen|auf der couch springen|auf den tisch klettern|auf den tisch steigen|auf stuhle klettern|auf den stuhl steigen|auf dem stuhl stehen|auf die arbeitsplatte klettern|regal hochklettern|aufs regal klettern|aus dem gitterbett klettern|aus dem bett klettern|~sofa|~couch|sofalehne|ruckenlehne|auf die fensterbank klettern|auf dem kanapee',
    'Füße auf dem Boden lassen|Mit dem Po auf die Kissen|Lieber auf dem Trampolin springen|Lieber auf dem Spielplatz klettern|+Einen weichen Kissenberg auf den Boden bauen|+Vor dem Klettern einen Erwachsenen fragen',
  ),
  'rude-words': family(
    'schimpfworter|schimpfwort|schimpfworte|flucht|fluchen|kraftausdrucke|bose worter|bose worte|schlimme worter|hassliche worter|pipi-kacka-worter|kackaworter|kacka-worter|fakalsprache|beleidigen|beleidigt andere|beschimpft|beschimpfen|freche worter|unanstandige worter|schimpfworter sagen|sagt schimpfworter|doofe worter|sagt blode worter|blode worter|kraftworter|wuste worter|grusige worter|schimpfworter|bose worter|fluchen|schimpfworte|kraftausdrucke|pipikakawörter|kakawörter|keine schimpfworter|nicht fluchen|bosen worter|bosen worte|schlimmen worter|hasslichen worter|frechen worter|unanstandigen worter|doofen worter|blode worte|wusten worter|grusigen worter',
    'Stopp, wenn ein böses Wort rutscht|Ein lustiges Ersatzwort sagen|Tief atmen, dann freundliche Worte sagen|Klowörter bleiben auf dem Klo|+Entschuldigung sagen, wenn es wehtat|+Eine Familienregel für Wörter machen|+Schimpfwörter von anderen überhören',
  ),
  'day-camp': family(
    'ferienbetreuung|ferienprogramm|ferienkurs|ferienpass|tagescamp|sommercamp|feriencamp|hort|im hort|ferienhort|ferienspiele|waldwoche|kinderlager|tageslager|erste woche im ferienlager|ferienwoche|sommerferienbetreuung|ferienkita',
    'Rucksack, Kappe und Trinkflasche packen|Die Betreuer begrüßen|Bei Spielen und Ausflügen mitmachen|Die Brotzeit mit Freunden essen|+In der Pause eincremen lassen|+Zu Hause das Schönste erzählen',
  ),
  'st-nicholas': family(
    'nikolaus|nikolaustag|sankt nikolaus|st nikolaus|samichlaus|nikolo|krampus|stiefel putzen|stiefel rausstellen|nikolausstiefel|stiefel vor die tur|chlaus|chlausabend|nikolausabend|schuhe putzen fur den nikolaus|nikolaus aufsagen|gedicht aufsagen|nikolausgedicht|gedicht fur den nikolaus|gedicht fur nikolaus|dem nikolaus',
    'Stiefel mit der Bürste putzen|Den Stiefel vor die Tür stellen|Ein Gedicht oder Lied lernen|Morgens in den Stiefel schauen|+Nüsse, Mandarinen und Schokolade finden|+„Danke, lieber Nikolaus“ sagen',
  ),
  'cat-litter': family(
    'katzenklo|katzenklo sauber machen|katzenklo putzen|katzenklo reinigen|katzenklo sauber|katzenstreu|streu wechseln|katzentoilette|katzenkiste|katzenkistchen|katzenkisterl|klo der katze',
    'Mit Papa Handschuhe anziehen|Klümpchen mit der Schaufel raus|Ab damit in einen Beutel|+Beutel zubinden, in den Mülleimer|+Frische Streu nachfüllen|Hände mit Seife waschen',
  ),
  'serve-yourself': family(
    'auftun|selber auftun|selbst auftun|sich auftun|kleine portionen|portion|portionen|schopfkelle|schopfloffel|schopfen|selbst schopfen|selber schopfen|essen schopfen|nachschlag|vorlegeloffel|servierloffel|sich selbst bedienen|sich bedienen|selber nehmen am tisch|sich essen nehmen|essen nehmen',
    'Die Schüssel mit einer Hand halten|Den Servierlöffel nehmen|Einen kleinen Löffel auf den Teller|Die Schüssel weitergeben|+Nachschlag holen, wenn du noch Hunger hast|+Heißes schöpft ein Erwachsener',
  ),
  'hot-safety': family(
    'heisser herd|heissen herd|heisse herdplatte|herdplatte|herdplatten|heisser ofen|heissen ofen|backofen anfassen|ofen anfassen|herd anfassen|nicht an den herd|nicht an den ofen|bugeleisen|verbrennen|verbrannt|sich verbrennen|heisse sachen|~heiss|kamin|kachelofen|heizung|heizkorper|heisse tasse|heisser tee|wasserkocher|heisser topf|heisse pfanne|nicht anfassen heiss|an den backofen fassen|an den ofen fassen|an den herd fassen|herd fassen|ofen fassen|an die herdplatte|nicht an den backofen',
    'Abstand halten, wenn Mama kocht|„Heiß!“ sagen, Papa Bescheid geben|Nur Erwachsene fassen den Ofen an|+Mama trägt heiße Töpfe und Tassen|Warten, bis Papa sagt: kalt|+Mit Mama heiße Dinge zu Hause zeigen',
  ),
  'lantern-walk': family(
    'laternenumzug|laternenlauf|sankt martin|st martin|martini|martinsumzug|martinsfest|laternenfest|mit der laterne gehen|laterne gehen|laterne laufen|laternelaufen|martinsgans|martinslied|laternenlied|ich geh mit meiner laterne|rabimmel|martinstag|zu martini|laternenumzug im kindergarten|laternenumzug in der kita|laternenumzug der kita|umzug mit der laterne|martinsumzug im kindergarten|laternenumzug im kiga|sankt martin feiern|martinsfeier|laterne basteln|laternen basteln|laterne|fur sankt martin|martinslaterne|laternenbasteln|laterne fur sankt martin|laterne fur st martin',
    'Eine Laterne aus Papier basteln|Ein Laternenlied lernen|Den Laternenstab gut halten|Beim Umzug mitgehen|+Singen, wenn es dunkel wird|+Martinsbrezel mit einem Freund teilen',
  ),
  'moving-house': family(
    'umzug nach|ziehen nach|zieht nach|umziehen|umziehen nach|neue stadt|wegziehen|ziehen weg|in eine andere stadt|neues kinderzimmer|umzug|wir ziehen um|ziehen um|zieht um|ziehen bald um|umgezogen|umzugskarton|umzugskartons|umzugswagen|umzugstag|neue wohnung|neues haus|neues zuhause|in eine neue stadt|wohnung wechseln',
    'Das neue Haus zusammen anschauen|Spielsachen in einen Karton packen|+Dein neues Zimmer malen|Kuscheltier immer bei dir behalten|Jedem Zimmer tschüss sagen|+Im neuen Zimmer zuerst deinen Karton auspacken',
  ),
  'new-year': family(
    'silvester feiern|silvester mit|silvesterabend|silvesterparty|neujahr|neues jahr|jahreswechsel|guten rutsch|mitternacht|bis mitternacht|~countdown|bleigiessen|wachbleiben bis|wach bleiben bis|kindersilvester',
    'Nachmittags einen Mittagsschlaf machen|Früh den Schlafanzug anziehen|+Einen Papierhut basteln|Von zehn rückwärts zählen|Um Mitternacht alle umarmen|+Um Mitternacht mit einer Rassel klappern|+Einen Wunsch fürs neue Jahr sagen',
  ),
  'electric-safety': family(
    'steckdose|steckdosen|an die steckdose|an der steckdose|kindersicherung|steckdosenschutz|steckdosensicherung|~stecker|~strom|~elektrisch|elektrizitat|~kabel|kabel ziehen|am kabel ziehen|ladekabel|verlangerungskabel|mehrfachstecker|mehrfachsteckdose|stromschlag|stromschlage|steckdosen nicht anfassen',
    'Nur Erwachsene fassen Stecker an|Kindersicherungen bleiben immer drin|Mit Spielzeug spielen, nicht mit Kabeln|„Gefahr!“ rufen und Erwachsene holen|+Getränke weg von Lampen und Bildschirmen|+Mit Mama die Kindersicherungen suchen',
  ),
  funeral: family(
    'beerdigung|zur beerdigung|trauerfeier|begrabnis|friedhof|auf den friedhof|zum friedhof|ans grab|grab besuchen|opa ist gestorben|oma ist gestorben|opa gestorben|oma gestorben|opa ist tot|oma ist tot|tod von opa|tod von oma|tod des opas|tod der oma|~opa|~oma|uroma|urgrossvater|urgrossmutter|abschied von opa|abschied von oma|trauern um',
    'Mit einem Erwachsenen darüber reden|Zusammen Fotos ansehen|Ein Bild zum Mitnehmen malen|Die Hand eines Erwachsenen halten|+Eine Blume zum Hinlegen aussuchen|+Weinen ist okay, lachen auch|+Eine schöne Erinnerung erzählen',
  ),
  'summer-holidays': family(
    'sommerferien|in den sommerferien|sommer bei oma|sommer bei den grosseltern|schulferien|ferienzeit|lange ferien|langeweile in den ferien|ferien ohne langeweile|ferienroutine|in den ferien',
    'Eine Liste mit Ideen machen|Die Tage im Kalender ankreuzen|Mit Mama in den Park|Mit Freunden picknicken|+Neue Bücher in der Bücherei aussuchen|+Bei Regen etwas basteln|+Sonnencreme und Sonnenhut einpacken',
  ),
  hinamatsuri: family(
    'hinamatsuri|hina matsuri|puppenfest|madchenfest|madchentag|hina puppen|hinapuppen|japanische puppen|puppen aufstellen|puppen ausstellen',
    'Die Puppen mit Mama auspacken|Sie vorsichtig auf die Stufen stellen|Laternen und Pfirsichblüten dazustellen|Süße Reiskekse zusammen essen|+Mit Papa buntes Sushi machen|+Danach mit Mama alles einpacken',
  ),
  'shichi-go-san': family(
    'shichi go san|shichigosan|kimono|tracht|trachten|in tracht|trachtenkleid|trachtenjacke|dirndl|lederhose|lederhosen|dirndl anziehen|tracht anziehen|lederhose anziehen|festtagskleidung|festkleidung|schick anziehen|schick machen|feine sachen|sonntagskleid|fotoshooting|fotostudio|zum fotografen|beim fotografen|familienfoto',
    'Festkleidung mit Mama anprobieren|Langsam in neuen Schuhen gehen|Die Hand eines Erwachsenen halten|Für das Familienfoto lächeln|+Sagen, wenn etwas drückt oder kratzt|+Süßigkeiten erst nach dem Umziehen',
  ),
  'visit-hospital': family(
    'krankenhaus besuchen|im krankenhaus besuchen|besuch im krankenhaus|krankenbesuch|krankenhausbesuch|oma im krankenhaus|opa im krankenhaus|mama im krankenhaus|papa im krankenhaus|onkel im krankenhaus|tante im krankenhaus|bruder im krankenhaus|schwester im krankenhaus|freund im krankenhaus|freundin im krankenhaus|liegt im krankenhaus|muss ins krankenhaus|gute besserung|kranke besuchen|besuchszeit',
    'Ein Bild oder eine Karte malen|Am Eingang Hände waschen|Im Krankenhaus leise sprechen|Ruhig am Bett sitzen|+Mit Papa Blumen aussuchen|+Etwas für nach der Genesung planen',
  ),
  barbecue: family(
    'grillen|grillen mit|grillabend|grillabend mit|grillfest|grillparty|~grill|am grill|beim grillen|grillwurst|grillwurstchen|grillspiess|grillspiesse|schaschlik|holzkohle|barbecue|bbq',
    'Mit Papa den Tisch decken|Bei Mama, weit weg vom Grill|Mit Papa Gemüse auf Spieße stecken|Papa wendet mit der Zange|+Vor dem Essen pusten|+Teller und Müll wegräumen helfen',
  ),
};

// ── Plan für ein Ziel ohne Familie: aus dem Verb und dem Objekt des Ziels selbst ──

const MAKING_VERB =
  /^(bauen|machen|malen|basteln|backen|kochen|schreiben|zeichnen|pflanzen|reparieren|bemalen|nähen|naehen|bauen)$/i;
const words = (text: string) => text.split(' ').filter(Boolean).length;

/** Das Ziel, zum Kind gesagt: „Ich will meine Höhle bauen“ → „deine Höhle bauen“. */
export function eigeneWorte(goal: string): string {
  return goal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/g, '')
    .replace(/^ich (?:will|möchte|moechte|muss|werde)\s+/i, '')
    .replace(/\bmein(e[mnrs]?)?\b/gi, (word) => `dein${word.slice(4)}`)
    .replace(/\bmich\b/gi, 'dich')
    .replace(/\bmir\b/gi, 'dir');
}

function germanFallback(goal: string, young: boolean): string[] {
  const phrase = eigeneWorte(goal);
  const usable = phrase.length > 0 && phrase.length <= 40;
  const parts = phrase.split(' ');
  const verb = parts.at(-1) ?? '';
  let thing: string | undefined;
  // „eine Sandburg bauen“: the thing made, in the accusative („die Sandburg“).
  const object = /^(einen|eine|ein|den|die|das|deinen|deine|dein)\s+(.+)$/i.exec(
    parts.slice(0, -1).join(' '),
  );
  if (usable && MAKING_VERB.test(verb) && object) {
    const article = { einen: 'den', eine: 'die', ein: 'das' }[(object[1] ?? '').toLowerCase()];
    thing = `${article ?? object[1]} ${object[2]}`;
  }
  if (young) {
    return [
      usable && words(phrase) <= 3
        ? `Plan machen: ${phrase}`
        : 'Einem Erwachsenen deinen Plan erzählen',
      'Holen, was du brauchst',
      'Ein kleines Stück machen',
      'Einem Erwachsenen zeigen',
    ];
  }
  return [
    usable ? `Mach einen Plan für „${phrase}“` : 'Mach einen Plan für dein Ziel',
    thing ? `Hol alles, was du für ${thing} brauchst` : 'Hol alles, was du brauchst',
    '+Einen Erwachsenen beim schwersten Teil um Hilfe bitten',
    'Mit dem leichtesten Teil anfangen',
    '+Kurz Pause machen, dann weiter',
    '+Stück für Stück weitermachen',
    thing ? `Zeig jemandem ${thing}` : 'Erzähl jemandem, wie es gelaufen ist',
  ];
}

export const de: LanguagePack<FamilyId> = {
  language: 'de',
  families,
  synonyms: {
    // Der Bäcker ist nicht das Backen: beide hätten den Stamm „back“.
    backer: 'backerei',
    isst: 'essen',
    trinkt: 'trinken',
    schlaft: 'schlafen',
    liest: 'lesen',
    fahrt: 'fahren',
    hilft: 'helfen',
    wascht: 'waschen',
    putzt: 'putzen',
    raumt: 'raumen',
    zieht: 'ziehen',
    nimmt: 'nehmen',
    lauft: 'laufen',
    spielt: 'spielen',
    schwimmt: 'schwimmen',
    tragt: 'tragen',
    bindet: 'binden',
    kammt: 'kammen',
    badet: 'baden',
    duscht: 'duschen',
    malt: 'malen',
    singt: 'singen',
    backt: 'backen',
    kocht: 'kochen',
    deckt: 'decken',
    futtert: 'futtern',
    giesst: 'giessen',
    teilt: 'teilen',
    wartet: 'warten',
    schreibt: 'schreiben',
    zahlt: 'zahlen',
    ubt: 'uben',
    lernt: 'lernen',
    packt: 'packen',
    faltet: 'falten',
    schneidet: 'schneiden',
    klettert: 'klettern',
    springt: 'springen',
    wirft: 'werfen',
    fangt: 'fangen',
    schaukelt: 'schaukeln',
    rutscht: 'rutschen',
    tanzt: 'tanzen',
    bastelt: 'basteln',
    baut: 'bauen',
    sagt: 'sagen',
    sammelt: 'sammeln',
    gibt: 'geben',
    schmiert: 'schmieren',
    schalt: 'schalen',
    schifahren: 'skifahren',
    schi: 'ski',
    schikurs: 'skikurs',
    stiege: 'treppe',
    zuckerl: 'sussigkeiten',
    les: 'die',
    schue: 'schuhe',
    bet: 'bett',
    deken: 'decken',
    hunt: 'hund',
    anzihen: 'anziehen',
    anzien: 'anziehen',
    aufreumen: 'aufraumen',
    // Typed without umlauts (ae, oe, ue): the everyday words, read as the library writes them.
    aufraeumen: 'aufraumen',
    wegraeumen: 'wegraumen',
    einraeumen: 'einraumen',
    ausraeumen: 'ausraumen',
    zaehne: 'zahne',
    zaehneputzen: 'zahneputzen',
    haende: 'hande',
    haendewaschen: 'handewaschen',
    fruehstueck: 'fruhstuck',
    fruehstuecken: 'fruhstucken',
    muede: 'mude',
    muell: 'mull',
    waesche: 'wasche',
    kueche: 'kuche',
    spuelmaschine: 'spulmaschine',
    gemuese: 'gemuse',
    fuettern: 'futtern',
    buerste: 'burste',
    zahnbuerste: 'zahnburste',
    naegel: 'nagel',
    muetze: 'mutze',
    knoepfe: 'knopfe',
    toepfchen: 'topfchen',
    puenktlich: 'punktlich',
    uebernachten: 'ubernachten',
    ueben: 'uben',
    fuer: 'fur',
    schuerze: 'schurze',
    spuelen: 'spulen',
    buecher: 'bucher',
    baeume: 'baume',
    maerchen: 'marchen',
    traeumen: 'traumen',
    gefuehle: 'gefuhle',
    schwimmfluegel: 'schwimmflugel',
    kuerbis: 'kurbis',
    plaetzchen: 'platzchen',
    muenzen: 'munzen',
    schnuersenkel: 'schnursenkel',
    loeffel: 'loffel',
    stuehle: 'stuhle',
    schwimen: 'schwimmen',
    fahradfahren: 'fahrradfahren',
    fahrad: 'fahrrad',
    spilen: 'spielen',
    hausaufgabn: 'hausaufgaben',
    zaene: 'zahne',
    erzahlen: 'berichten',
    erzahlt: 'berichtet',
    erzahle: 'berichte',
    anfangen: 'beginnen',
    anfangt: 'beginnt',
    schmutzig: 'dreckig',
    schmutzige: 'dreckige',
    schmutzigen: 'dreckigen',
    schmutzwasche: 'dreckwasche',
    dazwischen: 'mittendrin',
    herbst: 'spatjahr',
    urlaub: 'ferien',
    ausflug: 'tagesausflug',
    ausfluge: 'tagesausfluge',
    velo: 'fahrrad',
    trottinett: 'roller',
    trotti: 'roller',
    finken: 'hausschuhe',
    patschen: 'hausschuhe',
    paradeiser: 'tomaten',
    erdapfel: 'kartoffeln',
    rueebli: 'karotten',
    ruebli: 'karotten',
    kiga: 'kindergarten',
    chindsgi: 'kindergarten',
    bub: 'junge',
    buben: 'jungen',
    leiberl: 'shirt',
    sackerl: 'tuete',
    kubel: 'eimer',
    velohelm: 'fahrradhelm',
    pfeiffen: 'pfeifen',
    lehrnen: 'lernen',
    sein: 'mein',
    dein: 'mein',
    seine: 'meine',
    deine: 'meine',
    ihre: 'meine',
    seinen: 'meinen',
    deinen: 'meinen',
    ihren: 'meinen',
    seinem: 'meinem',
    deinem: 'meinem',
    ihrem: 'meinem',
    mami: 'mama',
    papi: 'papa',
    hundi: 'hund',
    mieze: 'katze',
    fahrrad: 'fahrrad',
    rad: 'fahrrad',
    kita: 'kindergarten',
    glotze: 'fernseher',
  },
  fallback: germanFallback,
};
