/**
 * Familias de metas en español, escritas como las diría una madre o un padre en casa (no una
 * traducción del inglés). Mismos ids que en.ts; formato en types.ts.
 */
import type { FamilyId } from './en';
import { family, type LanguagePack } from './types';

const families: Record<FamilyId, ReturnType<typeof family>> = {
  // ── Higiene y cuidado personal ──
  'brush-teeth': family(
    'dientes|diente|cepillo de dientes|pasta de dientes|cepillar dientes|lavar dientes|lavarme los dientes|hilo dental|seda dental|pasar el hilo|usar el hilo dental|cepillarse bien|cepillarse dos minutos|cepillar dos minutos',
    'Pon pasta en el cepillo|Cepilla los dientes de arriba|Cepilla los de abajo|+Cepilla dos minutos con una canción|Escupe y enjuaga el cepillo|+Guarda el cepillo en su vaso',
  ),
  'wash-hands': family(
    'lavar manos|lavarme las manos|manos limpias|jabon',
    'Moja tus manos en el lavabo|Frota jabón en las dos|+Frota entre los dedos y las uñas|+Canta cumpleaños feliz mientras frotas|Aclara toda la espuma|Sécate con la toalla',
  ),
  'wash-face': family(
    'lavar cara|lavarse la cara|cara limpia|manopla|lavado de cara|~cara',
    'Moja la manopla en el lavabo|Frota la frente y las mejillas|+Limpia la nariz y la barbilla|Échate agua en la cara|Sécate con la toalla|+Cuelga la manopla para que se seque',
  ),
  'bath-time': family(
    'baño|bañarme|bañera|ducha|ducharme|hora del baño|detras de las orejas|lavarse las orejas|lavarse los pies|entre los dedos de los pies|lavarse el cuello|enjabonarse|esponja|bañarse solo|bañarse sola|lavar las orejas',
    'Prepara la toalla con un adulto|Entra en la bañera con mamá|+Lávate brazos, piernas y barriga|+Lávate detrás de las orejas|Aclara el jabón|Sécate con la toalla',
  ),
  'wash-hair': family(
    'lavar el pelo|lavarme el pelo|champu|lavar cabeza',
    'Échate hacia atrás con un adulto|Un adulto te moja el pelo|Frota el champú con los dedos|+Tápate los ojos con una toallita|Un adulto aclara la espuma|+Sécate el pelo con la toalla',
  ),
  'brush-hair': family(
    'peinar|peinarme|cepillar el pelo|peine|coleta|trenza',
    'Coge tu cepillo o peine|Ponte delante del espejo|Peina de arriba abajo|+Sujeta los nudos y péinalos suave|Peina también por detrás|+Ponte una goma o una horquilla',
  ),
  'blow-nose': family(
    '~sonarme|sonar la nariz|sonarse la nariz|sonarse los mocos|sonarse solo|sonarse sola|sonarme solo|mocos|pañuelo|nariz',
    'Coge un pañuelo de la caja|Ponlo sobre la nariz|Sopla suave, primero un lado|+Límpiate bien la nariz|Tira el pañuelo a la papelera|+Lávate las manos después',
  ),
  'use-toilet': family(
    'hacer pis|pis|hacer caca|orinal|vater|retrete|pipi|caca|quitar el pañal|ir al baño solo|baño yo solo|pañal|mojar la cama|pis en la cama|sin pañal|bacinica|pelela|bacinilla|popo|hacer popo|hacer pipi|tirar de la cadena|jalar la cadena|no mojar la cama|noches secas|ir al baño|ir al baño antes de dormir|hacer pis antes de dormir|limpiarse el culito|limpiarse solo|limpiarse sola|limpiarse despues|culito|dejar de mojar la cama|moja la cama|se hace pis en la cama|se hace pipi en la cama|se hace pis por la noche|sin pañal por la noche|quitar el pañal de noche|empapador|limpiarse el culo|limpiarse la cola|limpiarse el pompis',
    'Ve cuando tu cuerpo avise|Bájate los pantalones|Siéntate en el orinal o váter|+Límpiate de delante hacia atrás|Tira de la cadena|+Lávate las manos con jabón|+Haz pis antes de dormir por la noche',
  ),
  'sun-cream': family(
    'crema solar|protector solar|crema del sol|gorra para el sol|crema de la dermatitis|crema hidratante|dermatitis|eccema|piel atopica|ponerle crema|ponerse crema|sin que se rasque|rascarse',
    'Echa crema en tu mano|Extiéndela por la cara|Extiéndela por brazos y piernas|+Pide a un adulto que te ponga en la espalda|Ponte la gorra|+Bebe agua a la sombra|+Crema en la piel, no te rasques',
  ),
  'take-medicine': family(
    'medicina|medicamento|jarabe|vitaminas',
    'Un adulto trae la medicina|Siéntate al lado del adulto|Tómala de la cuchara del adulto|+Pregunta al adulto para qué sirve|Bebe un poco de agua|+Marca la tabla con el adulto',
  ),
  'take-temperature': family(
    'termometro|temperatura|tomar la temperatura|poner el termometro|fiebre|medir la fiebre',
    'Un adulto trae el termómetro|Siéntate quieto en su regazo|Ponlo bajo la axila|Espera el pitido|+O deja que lo ponga en la oreja|+Mira cómo el adulto lee los grados|+Descansa y bebe si tienes fiebre',
  ),
  inhaler: family(
    'inhalador|aerocamara|camara de inhalacion|inhalador con la camara|asma|ventolin|tomar el ventolin|ventolin antes|nebulizador|nebulizaciones|puff',
    'Un adulto agita el inhalador|Ajusta la mascarilla con el adulto|El adulto aprieta una vez|Respira despacio cinco veces|+Cuenta las respiraciones con los dedos|+Enjuágate la boca con el adulto|+Marca la tabla del asma juntos',
  ),
  'swallow-tablet': family(
    'pastilla|pastillas|comprimido|tomar el comprimido|tomar la pastilla|tomar una pastilla|capsula|~tragar|tragarse la pastilla|tragar una pastilla|escupa la pastilla|escupe la pastilla|escupe el jarabe|escupa el jarabe|escupe la medicina',
    'Un adulto te da la pastilla|Bebe un traguito de agua antes|Ponla sobre la lengua|Bébetela con el agua|+Pregunta al adulto si puede ir en yogur|+Bébete el resto del agua|+Marca la tabla con el adulto',
  ),
  'eye-drops': family(
    'gotas para los ojos|gotas en los ojos|gotitas en los ojos|colirio|gotas oculares|pomada para los ojos|gotas del oido|gotas en el oido|gotas para el oido|gotas para los oidos|gotas en los oidos|gotitas del oido|otitis|gotas en la nariz|gotas nasales|gotas de los oidos|gotas de los ojos|gotas del oído|poner las gotas|ponerle gotas|gotas|gotitas|dolor de oido',
    'Túmbate quieto sobre un cojín|Mira arriba, al techo|Un adulto pone una gota|Cierra los ojos y parpadea|+Sécate la mejilla con un pañuelo|+Abraza tu peluche mientras esperas|+Marca la tabla con el adulto',
  ),
  flight: family(
    'avion|vuelo|aeropuerto|volar|durante el vuelo|todo el vuelo|en el avion|en avion|aeropuerto sin correr|volar en avion|equipaje de mano|despegar|despegue',
    'Mete auriculares, libro y merienda|Enseña el pasaporte en el mostrador|Abróchate bien el cinturón|Quédate sentado en tu asiento|+Arrastra tu maletita tú solo|+Bosteza o bebe si te duelen las orejas|+Mira las nubes por la ventanilla',
  ),
  'nit-comb': family(
    'piojos|liendres|lendrera|liendrera|peine de piojos|piojo|peine para piojos|quitar piojos',
    'Siéntate en una toalla|Un adulto pone acondicionador|Quédate quieto mientras te peina|Limpia el peine en un pañuelo|+Peina un mechón pequeño cada vez|+Elige una peli para después|+Lava la toalla con el adulto',
  ),
  'no-biting': family(
    'morder|muerda|muerde|muerde amigos|muerde ninos|muerde hermano|morder amigos|morder ninos|muerden|mordiscos|mordisco|morder a otros|no morder|deje de morder',
    'Muerde tu mordedor, no amigos|Di: «¡Estoy enfadado!»|Manos suaves y dientes suaves|Aléjate y busca a un adulto|+Pide perdón y mira si está bien|+Habla con palabras de cómo le hizo daño|+Pegatina por un día tranquilo',
  ),
  'dog-bath': family(
    'banar al perro|bano al perro|lavar al perro|banar a la perra|champu para perro|bano del perro|banar al cachorro|banar al perrito',
    '+Quita el collar con el adulto|Un adulto llena un cubo templado|Moja al perro con el adulto|Frota champú suave por el pelo|Enjuágalo con el adulto|+Apártate cuando se sacuda|+Sécalo con una toalla vieja',
  ),
  'pet-died': family(
    'murio|se murio|ha muerto|muerto|muerta|muerte|fallecio|duelo|se nos murio|perro que se murio|gato que se murio|se murio|se ha muerto|murio|despedirse de su perro|despedirse de su gato|enterrar al hamster|la muerte de|muerte de su perro|muerte de su gato',
    'Di que estás triste|Mira fotos de tu mascota|Llora y date un abrazo|Cuenta un recuerdo bonito|+Dibújala para una caja de recuerdos|+Planta una flor en el jardín con un adulto|+Lee un cuento sobre decir adiós',
  ),
  'months-of-year': family(
    'meses del ano|~meses|aprender los meses|aprenderse los meses|doce meses|12 meses|nombres de los meses|meses en orden|cancion de los meses|que mes es su cumpleanos|en que mes',
    'Canta una canción de los meses|Empieza por enero|Busca el mes de tu cumpleaños|Señálalos en el calendario|+Une cada mes con su estación|+Di qué mes viene después|+Tacha un día cada mañana',
  ),
  'emergency-call': family(
    '112|911|061|091|emergencias|numero de emergencia|llamar a emergencias|ambulancia|llamar a la policia|llamar al 112|llamar al 911',
    'Practica con un móvil de juguete|Pide ambulancia o policía|Di tu nombre despacio|Llama si alguien está muy herido|+No cuelgues hasta que llegue ayuda|+Aprende dónde está el móvil del adulto|+Jugad a llamadas de mentira con un adulto',
  ),
  cinema: family(
    'cine|en el cine|ir al cine|sala de cine|pelicula en el cine',
    'Ve al baño antes|Enseña la entrada en la puerta|Busca tu butaca a oscuras|Susurra durante la película|+Comparte las palomitas con un adulto|+Da la mano si suena fuerte|+Aplaude al final',
  ),
  'dog-poo': family(
    'caca del perro|cacas del perro|recoger la caca|bolsitas para la caca|caca de perro|excrementos|bolsitas del perro',
    'Lleva bolsitas al paseo|Mete la mano en la bolsa|Recoge la caca con el adulto|Haz un nudo y busca papelera|+Lávate las manos en casa|+Nunca la toques sin bolsa|+Felicita al perro por esperar',
  ),
  'nail-cutting': family(
    'cortar las unas|cortarle las unas|cortar unas|cortaunas|cortaunas|limar las unas|unas de los pies|~unas',
    'Hazlo después del baño|Siéntate en el regazo del adulto|Quieto mientras el adulto corta|Mira un dedo cada vez|+Canta una canción por cada mano|+El adulto lima los bordes con la lima|+Pegatina al acabar los diez',
  ),
  'wake-clock': family(
    'nos despierte|nos despierta|despierte temprano|madrugar|madruga|a las 5|a las 6|5 de la manana|6 de la manana|demasiado temprano|reloj despertador infantil',
    'Mira primero la luz del reloj|Luz verde: ya puedes levantarte|Mira libros en la cama|Abraza tu peluche y susurra|+Enciende la lamparita sin ruido|+Ven solo cuando esté verde|+Pegatina por quedarte en la cama',
  ),
  'car-sick': family(
    '~mareo|~marearse|mareo en el coche|maree en el coche|marea en el coche|marea en el autobus|marearse en el viaje|mareos en los viajes|se marea en el coche|maree coche|marea autobus|marearse viaje|mareos viajes|mareado en el coche|mareada en el coche',
    'Siéntate donde veas fuera|Mira lejos, al horizonte|Come una galleta sencilla|Avisa si notas la tripa rara|+Un adulto abre un poco la ventanilla|+Pide paradas en viajes largos|+Ten una bolsa cerca por si acaso',
  ),
  'phone-free-meals': family(
    'movil en la mesa|moviles en la mesa|sin moviles|nadie con el movil|pantallas en la mesa|movil en la cena|sin pantallas en la mesa|movil mesa|fuera de la mesa',
    'Pon los móviles en una cesta|Ponlos en silencio|Deja la cesta en la cocina|Cuenta qué tal tu día|+Haz una pregunta a cada uno|+Los móviles vuelven tras el postre|+Cárgalos juntos por la noche',
  ),
  wedding: family(
    'boda|en la boda|bautizo|comunion|ceremonia|primera comunion|la comunion|en la iglesia|iglesia|misa|ir a misa|en misa|estar en misa|bautizo de|comunion de|paje|pajes|dama de honor|niña de las arras|arras',
    'Lleva un libro y pegatinas|Siéntate junto a un adulto|Susurra si necesitas algo|Aplaude a los novios|+Toma una merienda en los discursos|+Baila en la fiesta de después|+Saluda a la novia',
  ),
  'healthy-sleep': family(
    'dormir|dormirme|dormir toda la noche|quedarme en la cama|siesta|sueño|dormirse solo|dormirse sola|se duerma|dormirse sin|quedarse dormido|conciliar el sueño',
    'Túmbate con tu peluche|Cierra los ojos|Respira despacio|+Piensa en un sitio bonito|No salgas de la cama|+Mira la luz del reloj antes de levantarte',
  ),
  // ── Vestirse y zapatos ──
  'tie-shoes': family(
    'atar cordones|atarme los cordones|cordones|cordon|lazo|atar zapatos|atarme los zapatos|amarrarse|amarrar|agujetas|pasadores|amarrarse los zapatos|amarrar las agujetas|atarse los zapatos',
    'Cruza los dos cordones|Pasa uno por debajo y tira|Haz una lazada como oreja|+Rodea la lazada con el otro cordón|Pásalo por el hueco y tira|+Practica con un zapato en la mesa',
  ),
  'shoes-on': family(
    '~zapatos|ponerme los zapatos|ponerme zapatos|velcro|botas|zapatillas|sandalias|tenis|ponerse los tenis|chanclas|pantuflas|pie correcto|pie equivocado|cada zapato en su pie|zapatos al reves|pie bueno',
    'Siéntate en el suelo|Busca el zapato derecho e izquierdo|Mete el pie hasta el talón|+Usa el calzador si aprieta|Cierra bien el velcro|+Deja los zapatos viejos en su sitio',
  ),
  'socks-on': family(
    'ponerme los calcetines|ponerme calcetines|~calcetin|~medias|ponerme las medias|ponerse las medias|poner las medias|leotardos|calcetas|soquetes',
    'Siéntate en el suelo|Arruga el calcetín hasta la punta|Mete los dedos del pie|Súbelo por el talón|+Tira hacia arriba por la pierna|+Mira que el talón quede detrás|+Haz lo mismo con el otro pie',
  ),
  'get-dressed': family(
    'vestirme|vestirse|ropa|ponerme la ropa|calcetines|uniforme|pantalones|remera|playera|polera|franela|jeans|ponerse la ropa|cambiarse|cambiarse solo|vestirse solo|vestirse sola|vestirse para el cole|vestirse para ir|vestirme solo|vestirme sola|babi|ponerse el babi|bata del cole|mandil|delantal del cole|baby del cole|guardapolvo|ponerse el uniforme|ponerse la bata|jersey|jersei|sueter|sweater|chompa|buzo|sudadera|chaleco|rebeca|camiseta|ponerse el jersey|ponerse la sudadera|ponerse la camiseta|ponerse el sueter|ponerse el buzo|ponerse la chompa|ponerse del derecho|ponerse al derecho|ropa al reves|ropa del reves|jersey al reves|camiseta al reves|camiseta del reves|delante y detras',
    'Pon tu ropa sobre la cama|Ponte braguitas o calzoncillos y calcetines|Ponte los pantalones|+Abrocha botones y cremalleras|Mete la camiseta por la cabeza|+Deja el pijama bajo la almohada',
  ),
  'buttons-zips': family(
    'botones|boton|abrochar|abrocharme|cremallera|subir la cremallera|corchetes',
    'Coge el botón con dos dedos|Busca el ojal de al lado|Mete el botón por el ojal|+Empieza por el botón de abajo|Engancha las puntas de la cremallera|+Sube la cremallera despacio hasta la barbilla',
  ),
  'coat-on': family(
    'abrigo|chaqueta|ponerme el abrigo|colgar el abrigo|chaquetón|campera|chamarra|casaca|parka|chompa|buzo|ponerse la campera|cazadora|anorak',
    'Pon el abrigo en el suelo|Colócate junto a la capucha|Mete los brazos en las mangas|+Pasa el abrigo por encima de la cabeza|Súbete la cremallera|+Cuélgalo en tu percha al llegar',
  ),
  'winter-clothes': family(
    'gorro|guantes|bufanda|manoplas|ropa de abrigo|invierno|hace frio',
    'Ponte el gorro calentito|Enróllate la bufanda|Mete los dedos en los guantes|+Ponte los guantes al final, después del abrigo|Ponte las botas|+Mira el tiempo con un adulto',
  ),
  'pyjamas-on': family(
    'pijama|ponerme el pijama|camison',
    'Quítate la ropa del día|Échala al cesto de la ropa|Ponte el pantalón del pijama|+Busca la etiqueta, va detrás|Ponte la parte de arriba|+Prepara la ropa de mañana',
  ),
  'fold-clothes': family(
    'doblar|doblar la ropa|guardar la ropa|cajones|armario|ropa limpia',
    'Estira la camiseta en la cama|Dobla las mangas hacia dentro|Dóblala por la mitad|+Haz un montón para cada cajón|Guárdala en el cajón|+Cuelga vestidos y camisas',
  ),
  // ── Comidas ──
  'eat-breakfast': family(
    'desayuno|desayunar|cereales|tostada|gachas|desayuno a mama|hacerle el desayuno|desayuno en la cama|preparar el desayuno|desayuno para papa|llevarle el desayuno',
    'Siéntate a la mesa|Echa cereales en el bol|Añade leche con un adulto|+Come también una fruta|Come con tu cuchara|+Lleva el bol al fregadero|+Pon tostada y zumo en una bandeja',
  ),
  'try-new-food': family(
    'probar comida nueva|probar|comida nueva|sabores|no quiero comer|cucharadas|bocados|tres bocados|tres cucharadas|solo come|no come nada|come poco|solo quiere comer|mal comedor|mala comedora|quisquilloso con la comida|mañoso para comer|mañosa para comer|melindroso|no quiere probar|selectivo con la comida|comer de todo|que coma de todo|no come verdura nueva|comer pescado|coma pescado|come pescado|que coma pescado|comer sin protestar|coma sin protestar|no quiere pescado|no le gusta el pescado',
    'La comida nueva en el plato|Huélela|Prueba un trocito con la cuchara|+Di qué sabor tiene: dulce o salado|Pulgar arriba o abajo|+Pruébala otra vez otro día',
  ),
  'eat-vegetables': family(
    'verduras|verdura|brocoli|zanahoria|guisantes|comer sano|comida sana|frutas|comer fruta|comer mas fruta|fruta',
    'Elige la verdura de hoy|Pon un poco en tu plato|Da tres mordiscos pequeños|+Cuenta los colores de tu plato|Termina primero la verdura|+Ayuda a elegir verdura en la tienda',
  ),
  'drink-water': family(
    'beber agua|botella de agua|beber mas|tengo sed|vaso de agua|tomar leche|tomar agua',
    'Llena tu botella de agua|Déjala donde la veas|Bebe después de jugar|+Bebe un vaso en cada comida|Rellénala cuando esté vacía|+Pon una pegatina por cada botella',
  ),
  'pour-drink': family(
    'servirme|servir bebida|servirme agua|echar agua|jarra|verter|servir zumo|servirse agua|servirse|sin derramar|servirse sin derramar|echarse agua|beber en vaso|tomar en vaso|vaso abierto|beber del vaso|vaso sin derramar|beber sin derramar|vaso sin tapa|leche en vaso|tomar del vaso|usar vaso|vaso de los grandes|vaso como los grandes|~derramar|derramar agua|derramar el agua|derramar la leche|derramar el vaso|derramar el zumo|sin tirarla|sin tirarlo|sin volcar',
    'Pon el vaso en la mesa|Coge la jarra con dos manos|Echa despacio en el vaso|Para a la mitad|+Bebe con las dos manos en el vaso|+Limpia las gotas con un trapo|+Guarda la jarra en la nevera',
  ),
  'use-cutlery': family(
    'tenedor|cuchara|cubiertos|comer solo|comer yo solo|cuchillo|cortar la carne|cortar con cuchillo|usar el cuchillo|cuchillo y tenedor|cortar la comida|cortar el filete|cortar solo',
    'Coge el tenedor con la mano|Pincha un trozo de comida|Llévalo a la boca|+Toma la sopa despacio con la cuchara|Mastica y luego pincha otro|+Corta cosas blandas con un adulto',
  ),
  chopsticks: family(
    'palillos|palillos chinos|comer con palillos',
    'Deja quieto el palillo de abajo|El de arriba, como un lápiz|Mueve solo el de arriba|Pinza un trocito de comida|+Practica cogiendo pompones|+Prueba palillos de aprendizaje con anilla',
  ),
  'set-table': family(
    'poner la mesa|mesa para cenar|platos|servilletas|manteles|preparar la mesa|mesa de nochebuena|mesa de navidad|mesa de cumpleaños|poner los cubiertos|cubiertos|poner la mesa para cenar|mantel|arreglar la mesa|tender la mesa|poner el mantel',
    'Cuenta cuántos vais a comer|Pon un plato en cada sitio|Pon un tenedor por plato|+Dobla una servilleta para cada uno|Pon un vaso en cada sitio|+Pon la jarra de agua en el centro',
  ),
  'clear-table': family(
    'recoger la mesa|quitar la mesa|llevar el plato|despues de cenar|llevar plato|plato fregadero|fregadero|recoger plato|quitar plato|plato cocina|recoger su plato|retirar plato',
    'Echa las sobras a la basura|Lleva tu plato a la cocina|Lleva tu vaso también|+Lleva los cubiertos en una mano|Limpia tu sitio con un trapo|+Mete tu silla',
  ),
  'healthy-snack': family(
    'merienda|merendar|tentempie|picar algo|almuerzo del cole|onces|colacion|refrigerio|lonche|golosinas|dulces|chuches|chocolate|gominolas|fruta en vez de galletas|en vez de galletas|menos galletas|no galletas|merendar fruta|meriende fruta|merienda sana|merienda saludable|bolleria|picotear|picotea|picar entre horas|entre horas|tiene hambre antes|fruta en la merienda|fruta para merendar|merienda de fruta|fruta de merienda|pique entre horas|picoteo|comer entre horas|come entre horas|pica entre horas',
    'Lávate las manos|Elige una fruta: manzana o plátano|Ponla en un plato|+Añade queso o unas galletitas saladas|Siéntate a la mesa a comer|+Tira los envoltorios a la basura',
  ),
  'peel-fruit': family(
    'pelar platano|pelar mandarina|pelar fruta|pelar naranja|mandarina|platano|pelar patatas|pelar las patatas|pelar papas|pelar las papas|pelar zanahorias|pelar las zanahorias|pelar verduras|pelador|pelapapas',
    'Sujeta la fruta con una mano|Parte la punta del rabito|Tira de la piel en tiras|Echa la piel a la basura|+Con la mandarina, mete el pulgar|+Quita los hilos blancos',
  ),
  'pack-lunch': family(
    'fiambrera|tartera|preparar la comida del cole|bocadillo para el cole|comida para el cole|lonchera|vianda|lonchera del cole|bocadillo|preparar la lonchera|preparar lonchera|preparar su lonchera|lunch|lonchera para el kinder|tupper|taper|tarter|preparar la merienda del cole|merienda para el cole|mochila del almuerzo',
    'Abre tu fiambrera|Mete un bocadillo|Añade una fruta y bebida|+Añade un capricho pequeño|Cierra bien la tapa|+Guárdala en la nevera hasta mañana',
  ),
  'table-manners': family(
    'modales|boca cerrada|boca abierta|masticar con la boca abierta|comer con la boca cerrada|boca llena|hablar con la boca llena|comportarme en la mesa|estar sentado en la mesa|comer bien|masticar con la boca cerrada|sentado en la mesa|quedarse sentado|sentado mesa|quedarse en la mesa|hasta que todos terminen|todos terminen|levantarse de la mesa|no levantarse|estar quieto en la mesa|comer sentado|sentarse bien|codos en la mesa|tirar la comida|jugar con la comida|tirar comida|comida al suelo|escupir la comida|comer sin pantallas|comer sin la tablet|sin tablet en la mesa|comer sin tele|educado en la mesa|ser educado en la mesa|portarse bien en la mesa|buenos modales|sin mancharse|sin ensuciarse|comer sin derramar|comer sin mancharse|terminar la cena|acabarse la comida|comerse todo|acabarse el plato|restaurante|en el restaurante|educado|educada|ser educada|comedor|comer en el comedor|comedor del cole|comer despacio|masticar bien|comer mas lento|comer mas despacio|escupe la comida|escupe lo que no le gusta|escupir en la mesa|sacar la comida de la boca|escupa lo que no le gusta|escupa la comida|escupir lo que no le gusta|escupe en la mesa',
    'Siéntate en tu silla|Espera a que todos tengan comida|Mastica despacio con la boca cerrada|+Toma bocados pequeños|+Di por favor para pedir algo|Da las gracias por la comida|+Pide permiso para levantarte',
  ),
  // ── Tareas y orden ──
  'tidy-room': family(
    'ordenar mi cuarto|ordenar la habitacion|recoger mi cuarto|recoger la habitacion|ordenar|recoger|desorden|habitacion|cuarto|recamara|habitacion|dormitorio|ordenar el cuarto|arreglar el cuarto|ordenar la pieza|ropa del suelo|recoger la ropa|ropa tirada',
    'Recoge todo lo del suelo|Guarda los juguetes en sus cajas|Echa la ropa sucia al cesto|+Pon los libros en la estantería|Tira la basura a la papelera|+Mira debajo de la cama',
  ),
  'tidy-toys': family(
    'recoger los juguetes|guardar los juguetes|juguetes|caja de juguetes|cuarto de juegos|playmobil|recoger los playmobil|legos|recoger los legos',
    'Canta la canción de recoger|Mete los coches en su caja|Sienta los peluches en la estantería|+Separa los bloques por colores|Pon las tapas a las cajas|+Comprueba que el suelo está libre',
  ),
  'make-bed': family(
    'hacer la cama|hacer mi cama|cama|edredon|almohada|sabanas|tender la cama|tender su cama|tender mi cama|tender cama',
    'Estira el edredón hasta arriba|Alísalo con las manos|Pon la almohada arriba|+Mete bien las esquinas|Sienta los peluches en la almohada|+Dobla el pijama bajo la almohada',
  ),
  'dirty-laundry': family(
    'ropa sucia|cesto de la ropa|lavadora|colada|poner la lavadora|lavar la ropa|tender la ropa|tender|colgar la ropa|pinzas|ayudar a tender|calcetines sucios|al cesto|cesto de la ropa sucia|separar la ropa|ropa blanca|ropa de color|clasificar la ropa',
    'Recoge tu ropa sucia|Da la vuelta a los calcetines|Échala al cesto|+Separa blanca y de color con un adulto|Lleva el cesto a la lavadora|+Ayuda a un adulto a llenar la lavadora',
  ),
  'match-socks': family(
    'emparejar calcetines|parejas de calcetines|calcetines limpios|juntar calcetines|emparejar calcetines|juntar calcetines|buscar parejas de calcetines|parejas de calcetines|doblar calcetines|ordenar calcetines',
    'Vuelca los calcetines limpios|Busca dos iguales|Mete uno dentro del otro|+Haz un montón para cada persona|Guarda las parejas en el cajón|+Guarda los solitarios en una caja',
  ),
  'tidy-books': family(
    'estanteria|ordenar los libros|guardar los libros|ordenar los cuentos|guardar los cuentos|cuentos en la estanteria|libros en la estanteria|librería de casa',
    'Recoge los libros del suelo|Ponlos de pie en la estantería|Los grandes al final|+Ordénalos por tamaño o color|Libros de biblioteca, a su bolsa|+Regala los que ya no lees',
  ),
  'tidy-desk': family(
    'escritorio|estuche|ordenar el escritorio|rincon de manualidades|lapices|rotuladores',
    'Mete los lápices en el bote|Tapa los rotuladores|Apila los papeles|+Tira las ceras rotas|Limpia la mesa con un trapo|+Saca punta con un adulto',
  ),
  dusting: family(
    'quitar el polvo|polvo|trapo del polvo|limpiar el polvo|limpiar los cristales|limpiar las ventanas|ventanas|quitar el polvo de las estanterias|estanterias|estanteria|baldas|limpiar los muebles|plumero|sacudir|sacudir el polvo|quitar el polvo de los muebles|repisas|limpiar la estanteria',
    'Coge un trapo suave|Quita las cosas de la balda|Pasa el trapo por la balda|+Limpia también las cosas antes de ponerlas|Vuelve a colocarlo todo|+Sacude el trapo fuera',
  ),
  'sweep-floor': family(
    'barrer|escoba|recogedor|migas|barrer el suelo|trapear|fregar el suelo|fregar el piso|barrer el piso|pasar el trapo|ayudar a barrer|barrer la cocina|barrer la casa',
    'Coge la escoba con dos manos|Barre las migas en un montón|Sujeta el recogedor plano|+Barre de las esquinas al centro|Mete el montón en el recogedor|+Tíralo a la basura y guarda la escoba',
  ),
  vacuum: family(
    'aspirar|aspiradora|pasar la aspiradora',
    'Recoge los juguetes del suelo|Un adulto enchufa la aspiradora|Pásala despacio con el adulto|+Haz las esquinas con el adulto|Apágala con el adulto|+Recoge el cable con un adulto',
  ),
  'wipe-table': family(
    'limpiar la mesa|pasar el trapo|trapo|mancha|derramado|bayeta',
    'Coge un trapo húmedo|Lleva las migas al borde|Recógelas con la mano|+Frota dos veces lo pegajoso|Aclara el trapo en el fregadero|+Seca la mesa con un paño',
  ),
  'wash-dishes': family(
    'fregar|fregar los platos|lavar los platos|platos sucios|friegaplatos|lavar los trastes|lavar la loza|lavar los platos|secar los platos|trastes|loza',
    'Súbete al taburete con un adulto|Un adulto llena el fregadero|Lava los vasos con la esponja|+Deja los cuchillos para el adulto|Ponlos en el escurridor|+Seca los platos de plástico con un paño',
  ),
  'empty-dishwasher': family(
    'lavavajillas|vaciar el lavavajillas|lavaplatos|guardar los platos|vaciar lavavajillas|sacar los platos|guardar la vajilla|poner el lavavajillas',
    'Un adulto lo abre primero|Pon los cubiertos en el cajón|Apila los platos en la encimera|Guarda los vasos en el armario|+Deja los cuchillos al adulto|+Mete las bandejas vacías',
  ),
  'take-out-rubbish': family(
    'basura|sacar la basura|cubo de basura|reciclar|reciclaje|contenedor|tacho|bote de basura|caneca|sacar el tacho|reciclar|reciclaje|separar la basura|recoger basura del parque|basura del suelo|no tirar basura',
    'Junta las papeleras pequeñas|Vacíalas en la bolsa grande|Los envases al cubo amarillo|+Enjuaga antes los yogures|Saca la bolsa con un adulto|+Pon una bolsa nueva en cada cubo',
  ),
  // ── Mascotas ──
  'feed-dog': family(
    'el pienso|poner el pienso|echar el pienso|dar el pienso|pienso del perro|comedero del perro|echarle de comer al perro|perro|perrito|cachorro|dar de comer al perro|comida del perro|llega un cachorro|nuevo cachorro|cachorro nuevo|perro nuevo|nuevo perro|perrito nuevo|adoptar un perro|adoptamos un perro|tener un perro|cachorrito|llega un perro|un perro en casa',
    'Lava el cuenco de tu perro|Echa su pienso|Llena el cuenco del agua|+Pide a tu perro que se siente y espere|Deja los cuencos con cuidado|+Lávate las manos después',
  ),
  'walk-dog': family(
    'pasear al perro|sacar al perro|correa|paseo del perro|sacar al perro|sacar a pasear al perro|paseo con el perro|vuelta a la manzana|vuelta a la cuadra|dar un paseo con el perro|llevar al perro|pasear a la perra|pasear al perrito|sacar a la perra',
    'Un adulto pone la correa|Sujeta la correa con el adulto|Para en cada calle con mamá|+Lleva una bolsita para la caca|Deja que tu perro olfatee|+Dale agua al volver',
  ),
  'feed-cat': family(
    'gato|gatito|dar de comer al gato|comida del gato|arenero',
    'Llama a tu gato bajito|Pon comida en su cuenco|Llena el cuenco del agua|+Revisa el arenero con un adulto|Deja que coma tranquilo|+Lávate las manos después',
  ),
  'feed-fish': family(
    'pez|peces|pececito|pecera|acuario|dar de comer a los peces',
    'Busca la comida de los peces|Coge una pizca chiquitita|Espárcela sobre la pecera|+Cuenta los peces mientras comen|Cierra el bote de comida|+Ayuda a un adulto a limpiar la pecera',
  ),
  'small-pet': family(
    'hamster|conejo|cobaya|jaula|tortuga|periquito|mascota|limpiar la jaula|jaula limpia|cambiar la viruta|limpiar la conejera|perico|periquitos|canario|pajarito|loro|cotorra|gallinas|gallina|pollitos|gallinero|tortugas|cuidar la tortuga|cuidar al hamster|cuidar al conejo|cuidar la mascota|terrario|pez de colores|cobayo|cuyo|erizo|huron|conejos|conejito|conejitos|cobayas|hamsters|cuyes|dar de comer al conejo|dar de comer a los conejos|cambiarle el agua|cambiar el agua|bebedero|heno|pienso del conejo',
    'Saluda muy bajito|Llena el comedero|Llena el bebedero|+Pon heno o viruta con un adulto|Acaríciala con suavidad|+Lávate las manos después|+Limpia la jaula o el terrario con un adulto',
  ),
  'gentle-with-pets': family(
    'gato araña|gato nos araña|gato le araña|perro muerde|gato muerde|arañazo|arañazos|arañar|nos araña|le araña|le muerde el gato|tirar de la cola|le tira de la cola|acariciar|tratar bien a|ser suave con|ser cariñoso con|ser cariñosa con|cariñoso con el gato|cariñoso con el perro|jugar con el gato|jugar con el perro|coger al gatito|coger al gato|coger al perrito|con cuidado|gatito con cuidado|cogerlo con cuidado',
    'Quédate quieto, que venga él|Acerca la mano para que huela|Acaricia suave por el pelo|+Mira sus orejas y cola: si no quiere, para|Para si se aleja|+Cepíllalo con un adulto',
  ),
  'brush-pet': family(
    'cepillar al perro|cepillar al gato|cepillar perro|cepillar gato|peinar al perro|bañar al perro|lavar al perro|baño al perro|bañar al gato',
    'Deja que huela el cepillo|Cepilla suave hacia la cola|Para si se va|Dale un premio pequeño|+Desenreda los nudos despacio|+Quita los pelos sueltos del cepillo',
  ),
  'fear-dogs': family(
    'miedo a los perros|miedo perro|me dan miedo los perros|asustado perro',
    'Quédate quieto como un árbol|Brazos pegados al cuerpo|Pregunta al dueño antes de tocar|Deja que huela tu mano cerrada|+Acaricia el lomo, no la cabeza|+Lee un cuento de perros con mamá',
  ),
  // ── Plantas y jardín ──
  'water-plants': family(
    'regar|regar las plantas|regar las flores|regadera|macetas|matas|regar las matas|regar el jardin|regar las flores|plantitas|macetas',
    'Llena la regadera hasta la mitad|Toca la tierra con el dedo|Riega las plantas secas|+Echa el agua despacio abajo, no en las hojas|Vacía el plato si rebosa|+Marca cada planta en tu tabla de riego',
  ),
  'plant-seeds': family(
    'plantar|sembrar|semillas|semilla|girasol|crecer|germinar|judias|arbol|plantar un arbol|tomates|semillas|sembrar|germinar|germinado|lentejas en algodon|garbanzo en algodon|huerto|huertito|macetas|maceta|tomateras|plantar tomates|plantar flores|jardinera|balcon|alfeizar',
    'Llena una maceta de tierra|Haz un agujero con el dedo|Mete una semilla y tápala|+Haz un cartel con su nombre|Riégala un poquito|+Ponla al sol y mírala cada día',
  ),
  'sprout-jar': family(
    'judia en un bote|alubia en un bote|germinar judia|algodon|semillero en bote',
    'Forra un bote con papel mojado|Mete una judía por el borde|Ponlo junto a la ventana|Mantén el papel húmedo|+Mira salir la raíz y el tallo|+Mídela cada día con papá',
  ),
  'weed-garden': family(
    'malas hierbas|quitar hierbas|~jardin|jardineria|rastrillar|hojas secas',
    'Ponte los guantes de jardín|Arranca las hierbas con raíz|Échalas al cubo|+Rastrilla las hojas en un montón|Vacía el cubo en el compost|+Limpia las herramientas con un adulto',
  ),
  'dig-garden': family(
    'cavar|huerto|azada|cavar el huerto|remover la tierra|ayudar en el huerto|huerta|huertito|plantar verduras',
    'Ponte guantes y botas de agua|Cava donde te diga el adulto|Remueve la tierra con la pala|Devuelve las lombrices con cuidado|+Alisa la tierra con el rastrillo|+Siembra en filas con el abuelo',
  ),
  'pick-fruit': family(
    'recoger fruta|fresas|manzanas|cosecha|~moras|coger moras|recoger moras|recoger tomates|tomates|recoger los tomates|cosechar|cosechar tomates|recoger del huerto|recoger verduras|recoger la cosecha|coger tomates|recoger fresas|recoger manzanas|recoger naranjas|coger fruta|recoger aceitunas|huerto con el abuelo|cosechar zanahorias|arrancar zanahorias|sacar zanahorias|recoger zanahorias|recoger lechugas|recoger patatas|sacar patatas',
    'Lleva una cesta fuera|Busca fruta madura|Cógela con cuidado, una a una|+Deja las verdes para otro día|Lávala en casa antes de comer|+Repártela con tu familia',
  ),
  'compost-worms': family(
    'compost|compostera|lombrices|gusanos|peladuras',
    'Junta las peladuras en un táper|Llévalo a la compostera|Échalo y cierra la tapa|+Busca lombrices con un adulto|Lava el táper|+Lávate las manos después',
  ),
  // ── Cole y guardería ──
  'school-bag': family(
    'mochila|mochila del cole|preparar la mochila|bolsa de deporte|carpeta del cole',
    'Vacía la mochila en el suelo|Mete tu carpeta|Añade la botella de agua|+Mira si hoy toca educación física|Deja la mochila en la puerta|+Deja las notas para los mayores en la mesa',
  ),
  'first-day-school': family(
    'primer dia|empezar el cole|cole nuevo|guarderia|escuela infantil|infantil|clase nueva|ir al cole|~kinder|ir al kinder|el kinder|jardin de infantes|jardin de niños|preescolar|guarde|primer dia de kinder|salita|primaria|empezar primaria|empezar la primaria|primero de primaria|miedo de empezar|empezar el colegio|colegio nuevo|escuela nueva|empezar la escuela|vuelta al cole|volver al cole|la vuelta al colegio|cambio de cole|primer grado',
    'Pruébate la ropa del cole|Visita el cole con un adulto|Prepara la mochila la noche antes|+Inventa un saludo de despedida con tu familia|Saluda a tu profe|+Cuenta en casa algo que te gustó',
  ),
  'say-goodbye': family(
    'llora en la puerta|puerta del cole|puerta del colegio|puerta de la guarde|puerta de la escuela|llora al entrar|llora cuando lo dejo|llora cuando la dejo|llora al dejarlo|llora al dejarla|llora en el cole|llora en la guarde|no quiere entrar al cole|no quiere quedarse en el cole|despedirme|despedida|dejarme en el cole|echo de menos a mama|no llorar en el cole|decir adios|cole sin llorar|colegio sin llorar|escuela sin llorar|guarde sin llorar|guarderia sin llorar|kinder sin llorar|entrar sin llorar|niñera|nueva niñera|canguro|quedarse con la canguro|quedarse con la niñera|quedarse con los abuelos|periodo de adaptacion|adaptacion|cuidadora|nueva cuidadora|cuidador|nueva nana|acostumbre|acostumbrarse|se acostumbre|adaptarse|se adapte|quedarse con la cuidadora|dejarlo con|dejarla con',
    'Dale un abrazo grande a mamá|Di vuestras palabras de despedida|Di adiós desde la ventana|+Lleva tu peluche o una foto|Ve a buscar a tus amigos|+Piensa qué contarás a la salida',
  ),
  homework: family(
    'deberes|tareas del cole|ficha|trabajo del cole|proyecto del cole|tarea|tareas|hacer la tarea|cuaderno',
    'Siéntate en una mesa despejada|Coge lápiz y goma|Lee la primera pregunta|+Haz una pregunta cada vez|Si te atascas, pide ayuda|+Guárdalo en la mochila al terminar',
  ),
  'listen-in-class': family(
    'escuchar|prestar atencion|estar quieto|levantar la mano|atender en clase|asamblea|levantar la mano|alzar la mano|hacer la fila|ponerse en fila|estar sentado en clase|portarse bien en el cole|portarse bien en clase|bien en clase|esperar en la fila|en la fila|sin empujar|no empujar|hacer cola|en la cola|esperar en la cola|hacer fila|no responde cuando lo llamo|cuando lo llamo|cuando la llamo|no hace caso|hacer caso|hacer caso a la primera|venir cuando lo llaman|no me escucha',
    'Siéntate con las piernas cruzadas|Mira a quien habla|Manos quietas en el regazo|+Levanta la mano para hablar|Espera a que digan tu nombre|+Repite una cosa que oíste',
  ),
  'show-and-tell': family(
    'llevar algo a clase|hablar delante de la clase|exposicion|presentacion|enseñar algo en clase',
    'Elige una cosa para llevar|Di en voz alta qué es|Practica en casa con un adulto|+Di por qué te gusta|Enséñala a todos|+Pregunta si alguien tiene dudas',
  ),
  // ── Letras, escritura, números y lectura ──
  'write-name': family(
    'letras de mi nombre|las letras de mi nombre|escribir mi nombre solo|escribir mi nombre sola|su nombre|escribir mi nombre|mi nombre|escribir el nombre|firmar',
    'Coge el lápiz como una pinza|Repasa tu nombre con el dedo|Escribe la primera letra grande|+Escribe cada letra repasando puntitos|Añade las letras pequeñas|+Escribe tu nombre en tus dibujos',
  ),
  alphabet: family(
    'abecedario|alfabeto|letras|letra|aprender las letras|abc|vocales|consonantes|las vocales|aprender las vocales|cancion del abecedario|cancion del abc|cantar el abecedario',
    'Canta la canción del abecedario|Señala cada letra al cantar|Busca la letra de tu nombre|+Empareja letras imantadas con un póster|Dibuja tres letras en arena|+Di una palabra para cada letra',
  ),
  'letter-sounds': family(
    'sonidos de las letras|sonidos|fonetica|silabas|rimas|rimar|sonido de las letras|sonidos letras|fonemas|como suena cada letra',
    'Di el sonido, no el nombre|Busca un dibujo con ese sonido|Haz el gesto del sonido|+Junta m-a-m-á en mamá|Juega al veo veo con sonidos|+Canta la canción del abecedario',
  ),
  handwriting: family(
    'escribir|escritura|caligrafia|escribir las letras|escribir letras|aprender a escribir|repasar letras|coger el lapiz|letra bonita|letra ligada|letra cursiva|cursiva|letra enlazada|minuscula|minusculas|mayuscula|mayusculas|letras en minuscula|letras en mayuscula|practicar las letras|trazar letras|trazos|cuadernillo|cuaderno de caligrafia|cuadernillo de letras',
    'Siéntate recto a la mesa|Coge el lápiz en pinza|Repasa las letras punteadas|+Apoya las letras en la línea|Escribe tres tú solo|+Escribe una frase corta y léela',
  ),
  counting: family(
    'contar|contar hasta|numeros|numero|contar hasta diez|contar hasta cien|contar hasta veinte',
    'Pon diez juguetes en fila|Toca cada uno al contar|Contad en voz alta juntos|+Cuenta hacia atrás desde diez|Cuenta los escalones|+Cuenta de dos en dos con un adulto',
  ),
  'write-numbers': family(
    'escribir numeros|escribir los numeros|numeros del uno al diez|grafia de numeros|numeros al reves|escribe los numeros al reves|numeros en espejo|escribe al reves|numeros del reves',
    'Di el número en voz alta|Repásalo con el dedo|Escríbelo con una cera|+Dibuja esos puntos al lado|Escríbelo otra vez más pequeño|+Escribe del uno al diez seguidos',
  ),
  'simple-sums': family(
    'sumas|sumar|restar|restas|mates|matematicas|hacer sumas|tablas de multiplicar|tabla del|multiplicar|sumar con los dedos|aprender a sumar|sumar hasta diez|parejas del diez|amigos del diez',
    'Coge diez fichas pequeñas|Haz dos montoncitos|Júntalos y cuenta el total|+Escribe la suma: dos más tres|Quita algunas y cuenta otra vez|+Inventa una suma para un adulto',
  ),
  'count-money': family(
    'para que sirve el dinero|que es el dinero|valor del dinero|entender el dinero|entienda el dinero|cuanto cuesta|precio|precios|billetes|euros|mercadillo|montar un mercadillo|vender juguetes|vender|rastrillo|puesto de limonada|contar dinero|monedas|dinero|jugar a las tiendas|centimos|pagar en la tienda|pagar|pagar con monedas|dar el dinero',
    'Echa las monedas en la mesa|Sepáralas por color y tamaño|Cuenta los céntimos en montones|Busca la moneda de un euro|+Juega a las tiendas con papá|+Suma dos monedas',
  ),
  'shapes-colours': family(
    'formas|figuras|colores|circulo|cuadrado|triangulo|aprender los colores',
    'Busca algo redondo en casa|Busca algo cuadrado|Busca tres cosas rojas|+Dibuja un triángulo, un cuadrado y un círculo|Ordena juguetes por color|+Haz un dibujo solo con formas',
  ),
  'tell-time': family(
    'la hora|saber la hora|leer el reloj|reloj',
    'Mira el reloj con un adulto|Busca la aguja corta|Di a qué número apunta|+Busca dónde está la larga en punto|Di la hora en voz alta|+Mira el reloj a la comida y al dormir',
  ),
  'days-of-week': family(
    'dias de la semana|dias semana|~lunes|calendario|que dia es|que dia es hoy|saber que dia',
    'Canta la canción de los días|Di qué día es hoy|Busca hoy en el calendario|Di qué día es mañana|+Cuenta qué hiciste ayer|+Cuenta los siete días con los dedos',
  ),
  'learn-to-read': family(
    'aprender a leer|leer palabras|leer solo|leer|lectura',
    'Siéntate con mamá y un libro|Señala cada palabra|Lee despacio las palabras cortas|+Mira el dibujo para ayudarte|Lee una página en voz alta|+Cuenta al adulto qué pasó',
  ),
  'read-book': family(
    'libro|libros|cuento|cuentos|leer un libro|capitulo|biblioteca|cuento para dormir|comic|leerle a mama|leerle a papa|leer un cuento|leer todas las noches|leer antes de dormir|leer cada noche|leer un rato|escuchar un cuento|escuche un cuento|cuento entero|escuchar cuentos|escuchar el cuento|leerle un cuento|leerle cuentos|libro entero|leer juntos',
    'Elige un libro que te guste|Busca un rincón cómodo|Mirad juntos los dibujos|+Lee un capítulo y pon un marcapáginas|Lee cada página o escucha|+Dibuja tu parte favorita',
  ),
  spelling: family(
    'ortografia|deletrear|dictado|palabras para aprender',
    'Lee la palabra en voz alta|Di cada letra|Tápala y escríbela|+Compruébala y corrige las letras|Escríbela tres veces|+Úsala en una frase',
  ),
  'new-language': family(
    'contar en ingles|contar en frances|contar en aleman|numeros en frances|hasta diez en ingles|hasta veinte en ingles|ingles|frances|aleman|chino|japones|otro idioma|palabras en ingles|idioma|en ingles|colores en ingles|numeros en ingles|en español|en inglés|en frances|en aleman|bilingüe|bilingue|italiano|portugues|catalan|euskera|gallego|colores en|numeros en',
    'Elige cinco palabras nuevas|Di cada palabra en voz alta|Señala cosas y nómbralas|+Canta una canción en ese idioma|Juega a emparejar tarjetas|+Usa una palabra en la cena',
  ),
  // ── Manualidades ──
  'draw-picture': family(
    'dibujar|dibujo|~dibujo de|garabatos|hacer un dibujo|dibujar una casa|dibujar un arbol|dibujar personas|dibujar a la familia|dibuje|dibuja|pintar con ceras|ceras|crayones|lapices de colores',
    'Coge papel y lápices|Elige qué vas a dibujar|Dibuja primero las formas grandes|+Añade los detalles pequeños|Coloréalo|+Escribe tu nombre en él',
  ),
  painting: family(
    'pintar|pintura|pinturas|acuarelas|pintar con los dedos|pincel|caballete|pintar con acuarelas|pintar huevos|decorar huevos|despues de pintar|limpiar los pinceles|recoger las pinturas|lavar los pinceles|teñir huevos|colorear huevos|sin mancharlo todo|sin mancharse|pintar sin manchar',
    'Ponte una camiseta vieja|Cubre la mesa con papel|Moja el pincel en un color|+Lava el pincel entre colores|Pinta tu cuadro|+Déjalo secar plano y lava los pinceles',
  ),
  colouring: family(
    'colorear|cuaderno de colorear|pintar con ceras|~ceras|rotuladores de colores|colorear sin salirse|sin salirse|libro de colorear|pintar sin salirse|crayones|crayolas|colores de palo|pintar con crayolas|pintar con crayones|colorear con crayolas',
    'Elige un dibujo para colorear|Elige tus ceras|Colorea primero lo grande|+Intenta no salirte de la raya|Colorea lo pequeño|+Guarda las ceras en su caja',
  ),
  'play-dough': family(
    'plastilina|masa de sal|arcilla|barro de modelar|modelar',
    'Aprieta la plastilina para calentarla|Haz una bola|Haz un churro largo|+Corta formas con moldes de galletas|Haz un animal|+Guárdala en su bote',
  ),
  'make-slime': family(
    'slime|moco|hacer slime|blandiblub',
    'Ponte un delantal|Echa cola blanca en un bol|Un adulto añade el activador|Remueve hasta que haga hilos|+Estíralo y aplástalo en una bandeja|+Guárdalo en una caja con tapa',
  ),
  'paper-plane': family(
    'avion de papel|barco de papel|papiroflexia|origami|doblar papel',
    'Dobla una hoja por la mitad|Ábrela otra vez|Dobla dos esquinas al centro|+Dobla los lados para las alas|Lánzalo con suavidad|+Cambia las alas y mira cuál vuela más',
  ),
  'cutting-scissors': family(
    'tijeras|recortar|cortar papel|recortable|cortar con tijeras|recortar la linea|cortar en la linea|siguiendo la linea|picar con tijeras',
    'Siéntate al lado de un adulto|Coge las tijeras con el adulto|Corta el papel con un adulto|+Corta una línea recta con el adulto|Devuélvele las tijeras al adulto|+Recorta una forma con el adulto mirando',
  ),
  collage: family(
    'collage|pegamento|pegar|pegatinas|purpurina|album de recortes',
    'Coge papel, pegamento y recortes|Rompe papel en trocitos|Extiende pegamento en la hoja|+Piensa el dibujo antes de pegar|Aprieta los trocitos encima|+Tapa el pegamento',
  ),
  'make-mask': family(
    'carnaval|disfraz de carnaval|hacer un disfraz|disfraz casero|disfraces|mascara|antifaz|disfraz|disfrazarme|truco o trato|disfraz|disfraz de halloween|disfrazarse|plato de carton|platos de carton|plato de papel|careta|mascara de carton|hacer una mascara',
    'Dibuja una máscara en cartulina|Coloréala|Pega plumas con pegamento|+Recórtala con tijeras y un adulto|Pega una goma con celo|+Haz una función con tu máscara',
  ),
  'paper-crown': family(
    'corona|corona de papel|diadema|corona de rey|corona de princesa',
    'Mide tu cabeza con una tira|Dibuja puntas en zigzag arriba|Recórtala con un adulto|Pega joyas brillantes|+Une las puntas con celo|+Escribe tu nombre delante',
  ),
  'bead-bracelet': family(
    'cuentas|pulsera|collar|ensartar|abalorios|pulsera de la amistad',
    'Haz un nudo en una punta|Elige tus cuentas|Mete cuentas en el hilo|+Haz una serie de colores|Un adulto ata las puntas|+Regala una a un amigo',
  ),
  'box-model': family(
    'manualidades con rollos|rollos de papel higienico|tubos de carton|manualidades con carton|manualidades con cajas|reciclaje|manualidades con reciclaje|carton|cajas|caja de carton|rollos de papel|hueveras|robot de carton|castillo de carton',
    'Junta cajas y tubos|Elige qué vas a hacer|Une las cajas con celo|+Haz ventanas con un adulto|Píntalo con pincel o rotuladores|+Ponle nombre y cuenta su historia',
  ),
  'puppet-show': family(
    'marionetas|titeres|teatro de titeres|calcetin titere|obra de teatro|hacer teatro|actuar',
    'Haz o elige dos títeres|Ponle nombre a cada uno|Escóndete detrás del sofá|+Inventa principio, nudo y final|Pon las voces|+Invita a tu familia a verlo',
  ),
  // ── Construcciones ──
  'lego-build': family(
    'lego|duplo|piezas de lego|torre de lego|casa de lego|~torre',
    'Elige una base grande|Separa las piezas por tamaño|Encaja pieza a pieza|+Cruza las piezas para que aguante|Hazla alta y fuerte|+Sigue las instrucciones página a página',
  ),
  'block-tower': family(
    'bloques|cubos de madera|apilar|torre de bloques|construcciones|torre con bloques|torre de cubos|torre|~cubos',
    'Pon un bloque grande de base|Apila otro encima|Sigue poniendo bloques despacio|+Cuenta los bloques|Tírala y vuelve a empezar|+Haz un puente con dos torres',
  ),
  jigsaw: family(
    'puzle|puzzle|rompecabezas|piezas del puzle|rompecabezas|armar un rompecabezas|armar un puzzle',
    'Vuelca las piezas en la mesa|Ponlas todas boca arriba|Busca las esquinas|+Busca todos los bordes rectos|Une piezas del mismo color|+Guarda las piezas en la caja',
  ),
  'train-track': family(
    'tren|vias del tren|circuito|pista de coches',
    'Saca las piezas de la vía|Une dos piezas|Haz un círculo grande|+Añade un puente o un túnel|Empuja el tren por la vía|+Haz una estación con bloques',
  ),
  'build-den': family(
    'cabaña|fuerte|casita de mantas|fuerte de cojines|tienda de campaña en casa|escondite',
    'Coge mantas y cojines|Pon una manta sobre sillas|Mete cojines dentro|+Sujeta la manta con pinzas|Lleva una linterna y un libro|+Recógelo todo al acabar',
  ),
  'marble-run': family(
    'canicas|circuito de canicas|domino|fichas de domino|reaccion en cadena|rampa',
    'Construye primero una torre alta|Pon una rampa arriba|Añade más rampas hacia abajo|+Prueba cada pieza al construir|Suelta la canica|+Cambia una parte para que vaya más rápido',
  ),
  // ── Música ──
  'learn-song': family(
    'cancion|cantar|canciones infantiles|letra de la cancion|coro|aprender una cancion|himno|villancicos|aprender el himno|cancion de navidad',
    'Escucha la canción una vez|Da palmas al ritmo|Canta la primera frase|+Aprende una frase más cada día|Cántala con un adulto|+Cántala para tu familia',
  ),
  piano: family(
    'piano|teclado|teclas|tocar el piano',
    'Siéntate al piano, dedos listos|Busca el do en las teclas|Toca las notas do, re, mi|+Toca la melodía lenta con una mano|Tócala un poco más rápido|+Tócala para un adulto',
  ),
  'drums-rhythm': family(
    'tambor|bateria musical|ritmo|percusion|maracas|pandereta|sonajero|clase de musica|musica en el cole|estimulacion musical|iniciacion musical|grupo de musica|taller de musica',
    'Toca el tambor flojito|Tócalo fuerte|Copia el ritmo de un adulto|+Cuenta 1, 2, 3, 4 al tocar|Toca con una canción|+Haz unas maracas con arroz y una botella',
  ),
  instrument: family(
    'instrumento|flauta|guitarra|ukelele|violin|xilofono|practicar musica|clase de musica',
    'Saca tu instrumento|Coloca bien los dedos|Toca las primeras notas|+Repite tres veces la parte difícil|Toca la canción entera|+Practica diez minutos cada día|+Guarda el instrumento con cuidado',
  ),
  dance: family(
    'bailar|baile|ballet|coreografia|pasos de baile|sevillanas|bailar sevillanas|flamenco|bailar flamenco|jota|baile regional|bailes regionales|aprender a bailar|clases de baile|rumba|bailar en la feria',
    'Elige una canción que te encante|Haz sitio en la sala|Copia tres pasos de un adulto|+Pon los pasos en orden|Baila la canción entera|+Enseña tu baile a la familia',
  ),
  // ── Jugar fuera ──
  playground: family(
    'parque infantil|columpios del parque|tobogan|trepar|escalar|~parque|barras|resbaladilla|resbalin|rodadero|juegos del parque|plaza de juegos|trepar arboles|subirse a un arbol|trepar a un arbol|colgarse|colgarse de las barras|barras del parque|pasamanos|barras de mono|recreo|en el recreo|jugar en el recreo|aire libre|al aire libre|~fuera|~afuera|jugar fuera|jugar afuera|fuera todos los dias|afuera todos los dias|mas tiempo fuera|mas tiempo afuera|tomar el aire|salir a jugar|jugar en el parque|tarde en el parque|parque jugando|ir al parque|al parque|la plaza|plaza|columpiarse|arenero|areneros|balancin|subibaja|sube y baja',
    'Ve al parque de la mano|Empieza por el tobogán pequeño|Trepa con manos y pies|+Prueba las barras con un adulto|Espera tu turno arriba|+Juega a la pelota o en los columpios|+Avisa a un adulto antes de irte a otro sitio',
  ),
  swing: family(
    'columpio|columpiarme|columpiarme solo|impulsarme|hamaca|hamacarse|columpiarse',
    'Siéntate en medio del columpio|Agarra fuerte las cadenas|Piernas estiradas hacia delante|+Piernas dobladas hacia atrás|Sigue tú solo|+Frena antes de bajarte',
  ),
  sandcastle: family(
    'castillo de arena|arenero|arena|cubo y pala',
    'Llena el cubo de arena mojada|Apriétala bien|Dale la vuelta y da golpecitos|Levanta el cubo despacio|+Haz un foso alrededor|+Decóralo con conchas',
  ),
  'fly-kite': family(
    'cometa|volar una cometa|hace viento|papalote|barrilete|volantin|chiringa|volar el papalote',
    'Ve a un campo grande|Ponte de espaldas al viento|Un adulto sujeta la cometa|+Suelta el hilo poco a poco|Corre un poco y suéltala|+Recoge el hilo al final',
  ),
  'hide-seek': family(
    'escondite|jugar al escondite|jugar con amigos fuera|escondidas|las escondidas|jugar a las escondidas|escondida',
    'Decidid dónde se puede esconder|Cierra los ojos y cuenta veinte|Grita: ¡Allá voy!|+Busca en una habitación cada vez|Cambiad quién se esconde|+Inventad juntos una regla nueva',
  ),
  'play-tag': family(
    'pilla pilla|pillapilla|jugar al pilla|tu la llevas|la lleva|la mancha|las traes|el pillado|la lleva|corre que te pillo|atrapadas|las atrapadas',
    'Elegid quién la lleva|Decid dónde está la casa|Corre para que no te toquen|Si te tocan, la llevas tú|+Cuenta hasta cinco antes de perseguir|+Para a beber agua si te cansas',
  ),
  hopscotch: family(
    'rayuela|tiza|tizas|pintar con tiza|saltar a la pata coja|rayuela|avioncito|bebeleche|tejo',
    'Dibuja cuadros con tiza|Escribe números dentro|Tira una piedra al uno|+Salta con un pie, cae con dos|Salta ida y vuelta|+Borra la tiza al final',
  ),
  bubbles: family(
    'pompas|pompas de jabon|burbujas|hacer pompas',
    'Moja el aro en el bote|Acércalo a tu boca|Sopla muy suave|+Intenta atrapar una pompa con el aro|Persigue y explota las pompas|+Haz una pompa gigante con cuerda y palos',
  ),
  'treasure-hunt': family(
    'busqueda del tesoro|tesoro|pistas|gymkana|buscar huevos de pascua|buscar huevos|esconder huevos|busqueda de huevos|busqueda de huevos de pascua|huevos de chocolate|conejo de pascua|yincana|gincana|huevos de pascua',
    'Haz una lista de cosas|Coge una bolsa|Busca por el jardín|+Tacha cada cosa que encuentres|Enseña lo que encontraste|+Esconde pistas para otro',
  ),
  snowman: family(
    'ir a la nieve|a la nieve|jugar en la nieve|dia de nieve|nieve por primera vez|muñeco de nieve|nieve|bola de nieve|trineo|iglu',
    'Ponte guantes calentitos|Haz rodar una bola grande|Haz otra más pequeña|+Sube la cabeza con un amigo|Pon piedras de ojos|+Ponle bufanda y nombre',
  ),
  'puddles-rain': family(
    'charcos|lluvia|llueve|saltar en los charcos|cuando llueve|bajo la lluvia|jugar bajo la lluvia|aunque llueva|dia de lluvia|con lluvia|mal tiempo|botas de agua|botas de lluvia|chubasquero|impermeable|piloto',
    'Ponte botas de agua e impermeable|Busca un charco con un adulto|Salta con los dos pies|+Cuenta cuántos charcos encuentras|Límpiate las botas en la puerta|+Cuelga el impermeable a secar',
  ),
  'mud-kitchen': family(
    'pasteles de barro|barro|cocinita de barro|jugar con barro',
    'Ponte ropa vieja y botas|Llena un cuenco de tierra|Añade un poco de agua|Aplástalo en una bandeja|+Decóralo con hojas y piedras|+Lávate bien las manos después',
  ),
  picnic: family(
    'picnic|comer en el campo|merendar fuera|manta de picnic',
    'Prepara bocadillos y fruta|Lleva una manta|Busca un sitio llano con sombra|+Reparte la comida|Come y mira alrededor|+Mete toda la basura en una bolsa',
  ),
  // ── Natación ──
  'learn-swim': family(
    'nadar|natacion|aprender a nadar|clases de natacion|flotar|manguitos|gafas de bucear|piscina|alberca|pileta|natacion en la alberca|clases de natacion|en natacion|valiente en natacion|nadar crol|estilo crol|nadar a braza',
    'Entra en la piscina con mamá|Haz burbujas, con un adulto cerca|Patalea agarrado al borde con mamá|+Flota boca arriba, un adulto te sujeta|Patalea con tabla, adulto cerca|+Nada hasta el adulto unas brazadas',
  ),
  'pool-jump': family(
    'tirarse a la piscina|saltar a la piscina|saltar piscina|tirarme a la piscina|saltar al agua|tirarse a la alberca|tirarse a la pileta|saltar a la alberca|clavado|clavarse',
    'Ponte en el borde|Un adulto espera en el agua|Dobla las rodillas y salta|Nada hasta el adulto|+Haz burbujas al salir|+Salta un poco más lejos, adulto cerca',
  ),
  'float-on-back': family(
    'flotar boca arriba|flotar de espaldas|hacer el muerto|estrella en el agua|nadar de espaldas|nadar boca arriba|espalda en el agua|de espaldas|aprender a nadar de espaldas|nado de espalda',
    'Un adulto te sujeta|Échate atrás, orejas en el agua|Sube la tripa|Estírate como una estrella|+Mira arriba y respira despacio|+El adulto te suelta tres segundos',
  ),
  'swim-bag': family(
    'bolsa de piscina|bolsa de natacion|bañador|gorro de baño|mochila de natacion',
    'Mete tu bañador|Mete una toalla|Añade gafas y gorro|+Mete algo para merendar después|Cierra la bolsa|+Tiende la toalla mojada al llegar',
  ),
  'face-in-water': family(
    'meter la cara en el agua|miedo al agua|agua en los ojos|sumergirme|meter la cabeza',
    'Siéntate en la bañera con mamá|Échate agua en las mejillas|Burbujas en la bañera con papá|+Mete la nariz, con un adulto al lado|Cara dentro un segundo, con papá|+Cuenta hasta tres bajo el agua con un adulto',
  ),
  // ── Bici, patinete y calle ──
  'ride-bike': family(
    'bici|bicicleta|montar en bici|ruedines|pedalear|bici sin pedales|en bici|ir en bici|bici al cole',
    'Ponte el casco|Un adulto revisa los frenos|Empuja con los pies|+Levanta los pies y deslízate|Pedalea con un adulto al lado|+Practica frenar con el adulto',
  ),
  scooter: family(
    'patinete|monopatin|montar en patinete|patineta|monopatin|en patinete|ir en patinete|patinete al cole|en patineta',
    'Ponte el casco|Agarra el manillar con fuerza|Un pie encima, empuja con otro|+Practica el freno de atrás|Deslízate con un adulto|+Para en cada bordillo con el adulto',
  ),
  'roller-skates': family(
    'patines|patinar|patinaje|patines en linea|patinar sobre hielo|rodilleras|coderas|ponerse rodilleras|protecciones',
    'Ponte casco y protecciones|Levántate agarrado a un adulto|Da pasitos de pato|+Dobla las rodillas y deslízate|Practica caer sobre las rodilleras|+Patina un tramo corto tú solo',
  ),
  'know-address': family(
    'direccion|mi direccion|su direccion|donde vivo|numero de telefono|telefono de mama|movil de mama|movil de papa|codigo postal|nombre completo|apellido|apellidos|fecha de cumpleaños|saber su cumpleaños|saber su nombre completo|saber mi nombre completo|decir su nombre completo',
    'Di tu calle con un adulto|Di el nombre de tu ciudad|Cántalo como una canción|Repítelo con un adulto|+Aprende los números de mamá|+Practica con una tarjeta en la mochila',
  ),
  'stay-close': family(
    'no separarse|no separarme|quedarse cerca|quedarme cerca|cerca de mama|cerca de papa|no perderse|no alejarse|no escaparse|pierde|pierdo|perdido|perdida|si se pierde|si me pierdo|que hacer si se pierde|extraviarse|salir corriendo|no salir corriendo|escaparse|salir disparado|irse corriendo|si se pierde en la tienda|perderse en el super|mano en el carrito|mano en el cochecito|sillita de paseo|agarrado al carrito|agarrada al carrito|agarrado al cochecito|agarrada al cochecito|mano en la sillita',
    'Dale la mano a un adulto|Agarra el carrito con una mano|Camina al lado del adulto|Para cuando el adulto para|+Si te pierdes, quédate quieto|+Pide ayuda en la caja de la tienda',
  ),
  'bike-helmet': family(
    'casco|ponerse el casco|casco de bici|casco de patinete|casco para|casco para ir|llevar el casco',
    'Ponte el casco en la cabeza|Bájalo hasta las cejas|Abrocha la hebilla: ¡clic!|Un adulto revisa la correa|+Caben dos dedos bajo la barbilla|+Llévalo siempre en la bici',
  ),
  'quiet-voice': family(
    'hablar bajito|hablar bajo|voz baja|no gritar|susurrar|en voz baja|bajito|hablar mas bajo|sin hablar|misa|en misa|iglesia|biblioteca en silencio|teatro en silencio|no correr en casa|correr dentro de casa|correr por la casa',
    'Usa una voz suave y tranquila|Susurra algo a tu peluche|Los gritos, para fuera|Baja el volumen como la radio|+Usa una regla de voces del 1 al 5|+Fíjate cuando tu voz sube',
  ),
  'cough-sneeze': family(
    'toser|tos|estornudar|estornudo|toser en el codo|codo',
    'Gira la cabeza a un lado|Tose en el codo|O usa un pañuelo|Tira el pañuelo a la basura|+Lávate las manos con jabón|+Así no pasan los gérmenes',
  ),
  'give-up-dummy': family(
    'chupete|dejar el chupete|despedirse del chupete|adios al chupete|despedir el chupete|chupa|chuparse el dedo|chupar el dedo|dedo en la boca|biberon|mamadera|mamila|tetero|dejar el biberon|chupon|chupo|tete|dejar la mamila|dejar la mamadera|sin chupete|dormir sin chupete|sin tete|sin chupon',
    'Cuenta los chupetes con un adulto|Guárdalos en una caja especial|Di adiós al chupete|Abraza tu peluche por la noche|+El hada deja un regalo|+Pon una pegatina en tu tabla',
  ),
  'shoes-away': family(
    'guardar los zapatos|zapatos en su sitio|zapatero|ordenar los zapatos|colocar los zapatos|recoger los zapatos|al llegar a casa|llegar a casa|zapatos en el zapatero|dejar los zapatos|quitarse los zapatos',
    'Quítate los zapatos en la entrada|Junta los dos zapatos|Ponlos en el zapatero|Colócalos en fila|+Las botas mojadas, en la alfombrilla|+Mira que la entrada quede ordenada',
  ),
  'cross-road': family(
    'cruzar la calle|calle|carretera|seguridad vial|semaforo|paso de peatones|ir andando al cole|cruzar|bordillo|antes de cruzar|pararse en el bordillo|banqueta|vereda|semaforo|aparcamiento|parking|estacionamiento|parqueadero|en el aparcamiento|ir solo al cole|ir sola al cole|camino al cole|camino del cole|ir andando|por la acera|en la acera|ir caminando a la escuela|ir al cole andando|ir andando|ir caminando|a pie al cole|ir al cole a pie|ir a pie|caminar al cole|ir caminando al jardin',
    'Dale la mano a un adulto|Para en el bordillo con mamá|Mira y escucha con el adulto|+Espera el muñeco verde con el adulto|Cruza con mamá sin coches|+Camina sin correr al cruzar la calle con el adulto',
  ),
  // ── Deportes ──
  football: family(
    'futbol|balon|chutar|dar patadas al balon|marcar un gol|regatear|porteria|gol|meter un gol|meter gol|marcar gol|jugar al futbol|pelota de futbol|pichanga|fut',
    'Pon el balón en el suelo|Chuta con el interior del pie|Corre y chuta otra vez|+Regatea entre dos conos|Mete gol en la portería|+Pásala a un amigo diez veces',
  ),
  'catch-throw': family(
    'atrapar|lanzar|tirar la pelota|coger la pelota|pelota|botar',
    'Ponte frente a un adulto|Pon las manos como un cuenco|Mira la pelota hasta tus manos|+Da un paso atrás tras cada atrapada|Devuélvela suave|+Cuenta cuántas seguidas atrapas',
  ),
  basketball: family(
    'baloncesto|canasta|encestar|minibasket',
    'Bota el balón con una mano|Ponte cerca de la canasta|Lanza hacia arriba y dentro|+Dobla las rodillas antes de tirar|Recoge el balón y repite|+Da un paso atrás tras cada canasta',
  ),
  'racket-sports': family(
    'tenis|badminton|raqueta|ping pong|tenis de mesa|padel',
    'Coge la raqueta como un saludo|Bota la pelota en la raqueta|Pasa una pelota blanda a papá|+Da un paso adelante al golpear|Cuenta los golpes seguidos|+Juega un partido corto a cinco',
  ),
  'bat-and-ball': family(
    'bate|beisbol|batear|pelota con bate|criquet',
    'Coge el bate con dos manos|Ponte de lado al que lanza|Mira la pelota hasta el final|Balancea el bate recto|+Corre cuando le des|+Cuenta cuántas das',
  ),
  running: family(
    'correr|carrera|carreras|dia del deporte|correr mas rapido|esprint|huevo y cuchara',
    'Calienta con saltitos|Ponte en la línea de salida|Corre moviendo bien los brazos|+Corre hasta un árbol y vuelve|Camina despacio para enfriar|+Cronometra tu carrera e intenta mejorarla',
  ),
  'skipping-rope': family(
    'comba|saltar a la comba|cuerda de saltar|saltar',
    'Coge un mango en cada mano|Cuerda detrás de los talones|Pásala por encima de la cabeza|+Salta cuando llegue a tus pies|Cuenta tus saltos|+Intenta cinco seguidos',
  ),
  gymnastics: family(
    'voltereta|gimnasia|pino|rueda lateral|hacer la rueda|trampolin|cama elastica|voltereta|rueda lateral|pino|hacer el pino|puente|croqueta|gimnasia|clase de gimnasia|psicomotricidad|extraescolar de gimnasia|voltereta|volteretas|pino|rueda lateral',
    'Pon una colchoneta en el suelo|Agáchate con manos en la colchoneta|Barbilla al pecho|+Rueda con un adulto ayudándote|Levántate bien estirado|+Practica la rueda con un adulto sujetándote',
  ),
  'yoga-stretch': family(
    'yoga|estiramientos|estirar|ejercicio|hacer deporte en casa|moverme',
    'Pon una esterilla en el suelo|Ponte alto como un árbol|Estírate como una jirafa|+Aguanta una postura cinco respiraciones|Túmbate a descansar|+Inventa tu postura de animal',
  ),
  balance: family(
    'equilibrio|a la pata coja|sobre un pie|mantener el equilibrio',
    'Ponte con los brazos abiertos|Levanta un pie un poquito|Cuenta hasta cinco|+Prueba con el otro pie|Baja el pie despacio|+Camina por una línea punta talón',
  ),
  'martial-arts': family(
    'karate|judo|taekwondo|artes marciales|cinturon|kung fu',
    'Haz una reverencia a tu profe|Ponte en posición de guardia|Copia los movimientos del profe|+Practica una kata despacio|Saluda otra vez al final|+Dobla bien tu cinturón',
  ),
  'team-sport': family(
    'equipo|deporte|deportes|entrenamiento|entrenar|partido|club|balonmano|hockey|rugby|extraescolares|actividad extraescolar|ir a entrenar|equipo',
    'Prepara la ropa y el agua|Escucha al entrenador|Calienta con tu equipo|+Practica lo que enseña el entrenador|Anima a tus compañeros|+Da las gracias al entrenador',
  ),
  // ── Emociones y calma ──
  'calm-down': family(
    'pataleta|calmarme|tranquilo|tranquila|respirar|respiracion|relajarme|rabieta|berrinche|calma|cuando no consigue|no consigue lo que quiere|no se sale con la suya|salirse con la suya|se tira al suelo|tirarse al suelo|rabietas|berrinches|pataletas|pierde los nervios|perder los nervios',
    'Para y quédate quieto|Huele la flor: coge aire|Sopla despacio: suelta aire|+Cuenta cinco respiraciones con los dedos|Abraza tu peluche|+Di con palabras cómo te sientes',
  ),
  'angry-feelings': family(
    'enfado|enfadado|enfadada|rabia|gritar|no gritar|pegar|no pegar|morder|manos suaves|frustrado|manos quietas|no empujar|no morder|no pegar|pega cuando|pegar cuando|pega a|pegar a|pega a su hermano|pega a los niños|cuando pierde|pierde un juego|enojarse|enojo|enojado|enojada|enojon|portazos|da portazos|dar portazos|golpea|golpear|tira cosas|tirar cosas|enfadarse|explota',
    'Di: «Estoy enfadado»|Aprieta los puños y suelta|Da cinco pisotones|+Ve a tu rincón de la calma|Respira hondo tres veces|+Cuenta a un adulto qué te enfadó',
  ),
  worries: family(
    'preocupado|preocupacion|~miedo|asustado|nervioso|valiente|ser valiente|timido|vergüenza',
    'Cuenta tu miedo a un adulto|Dibuja el miedo en un papel|Dóblalo y guárdalo en la caja|+Piensa en algo valiente que ya hiciste|Abraza a alguien que quieres|+Haz un plan con un adulto',
  ),
  'sad-feelings': family(
    'triste|tristeza|~llorar|~llorando|disgustado|solo y triste|animarme',
    'Di: «Estoy triste»|Pide un abrazo|Abraza tu peluche|+Habla de lo que pasó|Haz algo que te guste|+Dibuja cómo te sientes ahora',
  ),
  'name-feelings': family(
    'como se siente|decir lo que siente|emociones|sentimientos|como me siento|emocion|estado de animo',
    'Mira las caritas de emociones|Señala cómo te sientes|Pon esa cara en el espejo|+Di por qué te sientes así|Pregunta a mamá cómo se siente|+Haz una tabla de emociones una semana',
  ),
  'fear-dark': family(
    'oscuridad|miedo a la oscuridad|luz de noche|pesadilla|pesadillas|monstruos',
    'Enciende tu lucecita de noche|Pon tu peluche a tu lado|Mira la habitación con una linterna|+Di tus palabras valientes|Respira despacio y cierra los ojos|+Cuenta las pesadillas a un adulto por la mañana',
  ),
  'wait-patiently': family(
    'esperar|esperar mi turno para hablar|paciencia|no interrumpir|interrumpir|hacer cola|no me interrumpa|interrumpir cuando hablo|cuando hablo por telefono|mientras hablo por telefono|estoy al telefono|estoy hablando|interrumpe cuando hablo|interrumpir a los mayores|cuando hablo con otro adulto',
    'Toca suave el brazo de mamá|Espera callado a que te mire|Cuenta despacio hasta diez|+Tararea una canción por dentro|Di «perdona» y luego habla|+Juega al veo veo mientras esperas',
  ),
  // ── Compartir, pedir perdón y amigos ──
  'share-toys': family(
    'compartir|compartir juguetes|compartir la cama elastica|turnos en la cama elastica|compartir el tobogan|prestar|dejar mis juguetes|quitar juguetes|no quitar|arrebatar|no arrebatar',
    'Elige un juguete para compartir|Di: «¿Quieres jugar?»|Dáselo con cuidado|+Usa un reloj de arena para los turnos|Juega con otra cosa mientras|+Di «gracias» cuando vuelva',
  ),
  'share-food': family(
    'compartir la galleta|compartir la merienda|ultima galleta|compartir comida|compartir chuches|ultimo trozo',
    'Pide ayuda a un adulto|Pártela en dos mitades|Dale una mitad a tu amigo|Di «¡Compartimos!»|+Si no se parte, elegid por turnos|+Disfrutad comiendo juntos',
  ),
  'take-turns': family(
    'turnos|esperar mi turno|por turnos|juego de mesa|perder|saber perder|saber perder|perder sin llorar|buen perdedor|mal perdedor|quien va primero|ir primero|va primero|quien empieza|quien juega primero|a quien le toca|su turno|esperar su turno|respetar el turno|respetar turnos|se pelean por quien|pelean por quien va primero|discuten por quien|pelean por el turno|pelean por ir primero|por quien va primero',
    'Di: «Empieza tú»|Mira su turno|Haz tu turno|+Di «buen intento» cuando alguien gane|Pasa el dado al siguiente|+Daos la mano al final',
  ),
  'turn-on-swing': family(
    'turno columpio|esperar el columpio|turnos columpio|esperar turno|turno tobogan|hacer cola|esperar turno tobogan|turno en el tobogan|esperar el tobogan|esperar tobogan|esperar columpio|turno resbaladilla|resbaladilla|turno en los columpios|esperar su turno|esperar mi turno en el parque',
    'Ponte al final de la fila|Espera detrás de la línea|Cuenta hasta veinte mientras esperas|Disfruta de tu turno|+Bájate cuando acabe tu turno|+Di «¡Te toca!» al siguiente',
  ),
  'say-sorry': family(
    'perdon|pedir perdon|lo siento|disculparme|pedir disculpas|hacer las paces',
    'Respira con calma|Ve con tu hermana o amigo|Mírale y di «lo siento»|+Di qué hiciste: «Siento quitarte el juguete»|Pregunta: «¿Estás bien?»|+Arréglalo: devuelve, ayuda o haz un dibujo',
  ),
  'make-friends': family(
    'amigo|amigos|amiga|hacer amigos|nuevo amigo|jugar con otros niños|niños nuevos|saludar a los niños|nuevos amigos|timido|timida|menos timido|menos timida|vergonzoso|timido con los otros niños|timida con los otros niños|timido con otros niños|timida con otros niños|vergüenza con otros niños|le da vergüenza|le cuesta hacer amigos|jugar con otros|niña nueva|niño nuevo|nueva de su clase|nuevo de su clase|compañero nuevo|compañera nueva|nuevo en clase|nueva en clase|recien llegado|recien llegada|hacer amigos en|amigos en el kinder|amigos en el jardin|amigos en la guarderia|amigos en el cole|amigos en la escuela|amigos en el colegio|hacer amiguitos|amiguitos|hacer nuevos amigos|no tiene amigos|jugar con los demas niños',
    'Sonríe y di hola|Dile tu nombre|Pregunta: «¿Puedo jugar?»|+Pregunta a qué le gusta jugar|Comparte un juguete|+Quedad para jugar mañana',
  ),
  playdate: family(
    'quedar con un amigo|invitar a un amigo|viene un amigo|ir a casa de un amigo|tarde de juegos|invitar a merendar|invitar a casa|invitar a jugar|viene a merendar|venir a merendar|venga a merendar|venga a jugar|viene a jugar|venir a jugar|quedar para jugar|amigo a casa|amiga a casa|amiguito a casa|amiguita a casa',
    'Elige dos juegos|Guarda lo que no quieres compartir|Saluda en la puerta|+Deja que tu amigo elija primero|Jugad juntos|+Despídete y dale las gracias por venir',
  ),
  'be-kind': family(
    'amable|ser amable|ser bueno|portarme bien|buen comportamiento|ayudar a un amigo|cumplido',
    'Piensa con quién ser amable|Dile algo bonito|Ayúdale con una cosa|+Dale un abrazo o un dibujito|Sonríele cuando le veas|+Cuenta a un adulto cómo te sentiste',
  ),
  'magic-words': family(
    'por favor|gracias|dar las gracias|educacion|saludar|palabras magicas|sujetar la puerta|abrir la puerta a|buenos dias|dar los buenos dias|saludar|decir hola',
    'Di «por favor» al pedir|Di «gracias» al recibir|Di «hola» con una sonrisa|+Di «perdona» para pasar|Di adiós con la mano|+Cuenta tus palabras mágicas de hoy',
  ),
  'tell-truth': family(
    'verdad|decir la verdad|mentir|no mentir|mentiras|sincero',
    'Para y respira|Di lo que pasó de verdad|Pide perdón si hace falta|+Ayuda a arreglarlo|Recibe un abrazo por ser sincero|+Hablad de por qué importa la verdad',
  ),
  siblings: family(
    'hermano|hermana|hermanos|hermanito|hermanita|bebe nuevo|jugar con mi hermano|no pelear|primo|prima|primos|primas|se lleve bien|llevarse bien|se lleven bien|no pelearse|pelearse con su hermano|pelear con su primo|peleas entre hermanos|celos del hermano|celos de su hermano|se pelean|pelean|se pelean todo el dia|discuten|discuten todo el dia|se pelean mucho|peleas|mis hijos se pelean|pelearse|se chinchan|riñen|mis hijos discuten|discuten por todo|se pelean por todo|hijos se pelean|hijos discuten',
    'Invítale a jugar|Deja que elija un juguete primero|Jugad con cuidado|+Habla con calma, con palabras amables|+Si los dos lo queréis, por turnos|Ayúdale a recoger|+Dale un abrazo y dile algo bonito',
  ),
  // ── Ayudar en casa ──
  'help-shopping': family(
    'compra|hacer la compra|supermercado|lista de la compra|ir a comprar|super|portarse super|portarse bien en la tienda|tienda|mercado|carrito de la compra|ir al super|ir al mercado|feria|panaderia|comprar el pan|ir a por el pan|ir por el pan|elegir la fruta|elegir fruta|fruta en el mercado|escoger la fruta|frutería|berrinche en el super|berrinches en el super|rabieta en el super|rabietas en el supermercado|pataleta en el super|en el supermercado|en la tienda|comprar el pan solo|comprar el pan sola|ir a la panaderia solo|pagar en la tienda|pagar en la caja|comprar algo solo|comprar chuches|cola del super|berrinche en el super|rabieta en el super|caja del super',
    'Dibuja la lista de la compra|Lleva la lista en la tienda|Busca cosas para la cesta|+Pesa la fruta con un adulto|Ayuda a meterlo en bolsas|+Ayuda a colocar la compra en casa|+Paga con monedas y da las gracias',
  ),
  'put-shopping-away': family(
    'guardar la compra|colocar la compra|vaciar las bolsas|guardar compra|llevar la compra|ayudar a llevar|llevar las bolsas|cargar la compra|sacar la compra|guardar la compra en la nevera|deshacer las bolsas',
    'Lleva una bolsa ligera|Lo frío va a la nevera|Lo congelado, al congelador|Latas y paquetes al armario|+La fruta al frutero|+Dobla las bolsas y guárdalas',
  ),
  'help-baby': family(
    'ayudar con el bebe|ayudar a mama|ayudar a papa|ayudar en casa|tareas de casa|ayudante|encargos|limpiar la casa|hacer la limpieza|ayudar a limpiar|limpieza',
    'Pregunta: «¿Cómo te ayudo?»|Trae lo que haga falta|Haz la tarea con cuidado|+Comprueba que está bien hecho|Guarda las cosas|+Marca tu tabla de tareas',
  ),
  'help-grandparents': family(
    '~abuela|~abuelo|abuelos|ayudar a la abuela|ayudar al abuelo|ayudar a los abuelos|yaya|yayo|visitar a la abuela|vecina mayor',
    'Llama para avisar que vas|Hazles un dibujo|Dales un abrazo suave|+Pregúntales cómo eran de pequeños|Ayúdales con algo pequeño|+Jugad a su juego favorito',
  ),
  'wash-car': family(
    'lavar el coche|limpiar el coche|lavar el carro|lavar el auto|carro|lavar la camioneta',
    'Un adulto llena el cubo|Moja la esponja con el adulto|Lava las ruedas y las puertas|+Aclara con el adulto sujetando la manguera|Sécalo con una toalla vieja|+Ordena los juguetes del coche',
  ),
  'donate-toys': family(
    'donar|regalar juguetes|juguetes viejos|ong|dar juguetes|beneficencia',
    'Mira tus juguetes|Elige los que ya no usas|Mételos en una bolsa|+Comprueba que están limpios y completos|Llévalos a la tienda solidaria|+Haz sitio para cosas nuevas',
  ),
  'save-money': family(
    'dinero|ahorrar|hucha|paga|monedas|comprar|alcancia|chanchito|plata|cochinito|ahorrar plata|gastar|gasta|gasto|gastarse|se gasta|se gasto|gasto todo|dinero del cumple|dinero de cumpleaños|ahorrar para|ahorros|malgastar|derrochar',
    'Busca un bote o una hucha|Dibuja para qué ahorras|Mete monedas cada semana|+Cuenta tu dinero cada domingo|Di no a las chuches|+Compra tu cosa con un adulto cuando tengas bastante',
  ),
  // ── Rutinas de mañana y noche ──
  'morning-routine': family(
    '~prepararse|prepararse para el cole|prepararse por la mañana|prepararse para salir|arreglarse|mañana|rutina de mañana|despertarme|levantarme|llegar a tiempo|salir de casa|prepararme por la mañana|listo para el cole|lista para el cole|listo para la escuela|estar listo|estar lista|preparado para el cole|llegar puntual|puntual|salir a tiempo|a tiempo|listo cole|lista cole|prepararse para el cole|~despertador|levantarse cuando suena|levantarse|levantarse con el despertador|sin remolonear|remolonea|se entretiene por la mañana|ir mas rapido por la mañana|vestirse rapido|salir de la cama|no se quiere levantar|no quiere levantarse|levantarse de la cama|le cuesta levantarse|le cuesta despertarse|mañanas sin gritos|salir sin gritos|mañanas tranquilas|salir de casa sin gritos|sin gritos por la mañana|salir a las 8|llegar tarde al cole',
    'Levántate de la cama|Ve al baño y lávate|Vístete|+Desayuna|Lávate los dientes|+Zapatos y abrigo junto a la puerta',
  ),
  'bedtime-routine': family(
    'hora de dormir|irme a la cama|rutina de noche|acostarme|acostarme pronto|hora de acostarse|irse a la cama|ir a la cama|irse a dormir|ir a dormir|acostarse temprano|elija el cuento|elegir el cuento|elige el cuento|cuento antes de dormir|cuento de buenas noches|rutina de la noche|rutina antes de dormir|acostarse|la hora de acostarse|tarda en dormirse|tarda horas en dormir|dormirse pronto|pijama cuento|pijama dientes|dientes cuento|pijama y a la cama|baño pijama',
    'Guarda los juguetes|Ponte el pijama|Lávate los dientes|+Elige un cuento|Abrazo y a la cama|+Apaga la luz y respira despacio',
  ),
  'own-bed': family(
    'mi cama|dormir en mi cama|mi propia habitacion|dormir solo|dormir sola|nuestra cama|cama de papa|cama de los papas|venir a nuestra cama|quedarse en su cama|dormirse sin mama|dormirse sin papa|sin mama al lado',
    'Pon tu cama calentita|Elige un peluche para dormir|Cuento y abrazo|+Deja encendida tu lucecita|Quédate en la cama sin luz|+Pegatina cada mañana que lo consigas',
  ),
  'screen-free-morning': family(
    'rutina|tabla de rutinas|tabla de pegatinas|lista de tareas|tabla de premios',
    'Dibuja tus tareas|Pega la tabla en la pared|Haz la primera tarea|+Marca cada una al terminar|Pegatina al final|+Elige un premio con un adulto',
  ),
  // ── Viajes y maletas ──
  'pack-suitcase': family(
    'maleta|hacer la maleta|preparar la maleta|hacer su maleta|vacaciones|viaje|viajar|preparar el viaje',
    'Prepara ropa para cada día|Añade pijama y cepillo de dientes|Mete tu peluche favorito|+Tacha cosas de una lista|Cierra la maleta con un adulto|+Prepara una mochila para el camino',
  ),
  sleepover: family(
    'noche en casa de|primera noche en casa|dormir en casa de su prima|dormir en casa de su primo|dormir en casa de la abuela|dormir en casa de los tios|noche fuera|dormir fuera|pijamada|fiesta de pijamas|dormir en casa de|dormir en casa de los abuelos|quedarse a dormir|pijamada|piyamada|primera pijamada|pijamada en casa de|dormir en casa de una amiga|dormir en casa de un amigo|dormir en casa de su amiga|dormir en casa de su amigo|quedarse a dormir en casa de|pasar la noche fuera|noche fuera de casa|dormir fuera de casa|fiesta de pijama',
    'Mete pijama y cepillo de dientes|Lleva tu peluche|Despídete con un abrazo|+Pregunta dónde está el baño|Juega y luego duerme|+Da las gracias por la mañana',
  ),
  'car-journey': family(
    'viaje en coche|viaje largo en coche|silla del coche|ir en coche|trayecto|viaje en carro|viaje en auto|carretera|viaje largo|portarse bien en el coche|portarse bien en el carro|bien en el coche|autopista|cuanto falta|ruta en coche|viaje por carretera|horas de coche|horas en coche|horas en el coche|viaje en el coche|viaje en auto|viaje en carro',
    'Ve al baño antes de salir|Lleva merienda y un libro|Siéntate en tu silla|+Juega al veo veo por la ventanilla|Mira por la ventanilla|+Cuenta coches rojos por el camino',
  ),
  'plane-trip': family(
    'viaje en tren|ir en tren|viaje en tren|ir en tren|ir en autobus|ir en bus|montar en tren|metro',
    'Prepara una mochila pequeña|Dale la mano a un adulto|Busca tu asiento|+Mastica o bosteza si se taponan los oídos|Abróchate el cinturón|+Dibuja lo que ves por la ventana',
  ),
  camping: family(
    'acampada|camping|ir de camping|saco de dormir|montar la tienda|fogata|campamento|acampar|tienda de campaña|carpa|ir de campamento|colonias|ir de colonias|campamento de verano',
    'Mete el saco de dormir|Monta la tienda con papá|Busca palitos|+Siéntate lejos de la fogata con un adulto|Mira las estrellas|+Llévate toda tu basura',
  ),
  'beach-day': family(
    'san juan en la playa|olas|las olas|saltar las olas|miedo a las olas|el mar|en el mar|la orilla|orilla del mar|ir al mar|dia de playa|hogueras en la playa|playa|ir a la playa|conchas|charcas de la playa|chapotear|bolsa de playa|bolsa para la playa',
    'Mete toalla, bañador y pala|Ponte crema y gorra|Chapotea de la mano de mamá|+Busca conchas en la arena|+Salta las olas con un adulto|Haz hoyos en la arena|+Llévate tu basura',
  ),
  'zoo-visit': family(
    'zoo|zoologico|granja|granja escuela|acuario de visita|animales|museo|excursion|excursion del cole|excursion con el cole|salida escolar|paseo del cole|acuario|granja escuela|bioparc|safari|zoologico|parque zoologico',
    'Mira el mapa|Elige tres cosas para ver|Quédate cerca de tu adulto|+Lee un cartel sobre un animal|Di qué te gustó más|+Dibuja tu favorito en casa|+Prepara la mochila con agua',
  ),
  // ── Cocinar y hornear con un adulto ──
  'bake-cookies': family(
    'castañada|panellets|hacer panellets|polvorones|mantecados|pestiños|galletas|hacer galletas|hornear galletas|hornear|galletitas|hacer galletitas|galletas|decorar galletas|glaseado|glasa|fideos de colores|galletas decoradas|azucar glas',
    'Lávate las manos|Echa harina en el bol|Remueve con un adulto|+Haz bolitas y aplástalas en la bandeja|Un adulto las hornea|+Espera a que se enfríen',
  ),
  'bake-cake': family(
    'tarta|pastel|bizcocho|magdalenas|cupcakes|brownie|tarta de cumpleaños|tarta|tarta de cumpleaños|tarta de cumple|pastel|pastel de cumpleaños|torta|queque|roscon|roscon de reyes|rosca de reyes|hacer un bizcocho|hacer una tarta|hacer galletas de navidad|bizcocho de yogur',
    'Lávate las manos|Casca huevos con un adulto|Mezcla mantequilla, azúcar y harina|+Echa la masa en los moldes|Un adulto lo hornea|+Decóralo cuando esté frío',
  ),
  pancakes: family(
    'torrijas|torrija|hacer torrijas|tostadas francesas|pan frito|tortitas|crepes|gofres|hacer tortitas|panqueques|hot cakes|hotcakes|panqueca|crepas|tortillas de maiz|tortillas de harina|hacer tortillas|tortillas a mano|arepas|hacer arepas|pupusas|gorditas|quesadillas|comal',
    'Lávate las manos|Bate huevos, leche y harina|Un adulto calienta la sartén|+Mira desde lejos cómo el adulto les da la vuelta|Añade tus cosas favoritas|+Ayuda a fregar el bol',
  ),
  sandwich: family(
    'bocadillo|sandwich|sándwich|tostada|hacer un bocadillo|hacer bocadillos|hacer sandwiches|preparar un bocadillo|preparar sandwiches|bocata|bocatas|hacer el bocata|sanguche|sánguche|emparedado|torta de jamon|bocadillo del recreo|bocata del recreo|almuerzo del recreo|merienda del recreo|preparar el bocata|preparar bocata',
    'Lávate las manos|Pon dos rebanadas de pan|Unta con un adulto|+Añade queso y pepino|Tapa con la otra rebanada|+Un adulto lo corta en triángulos',
  ),
  'fruit-salad': family(
    'macedonia|ensalada de frutas|ensalada de fruta|macedonia de frutas|batido|brocheta de fruta|~zumo|hacer zumo|zumo de naranja|exprimir naranjas|ensalada|hacer una ensalada|licuado|smoothie|cortar con cuchillo|cortar verduras|cortar fruta|cuchillo de niños|usar el cuchillo|cortar el platano|cortar pepino|brochetas de fruta',
    'Lávate las manos y la fruta|Pela el plátano|Quita las uvas del racimo|+Corta fruta blanda con un adulto|Mézclalo en un bol|+Ayuda a un adulto con la batidora',
  ),
  pizza: family(
    'pizza|hacer pizza|ingredientes de pizza',
    'Lávate las manos|Unta tomate en la base|Echa el queso|+Haz una cara con los ingredientes|Un adulto la hornea|+Comparte trozos con tu familia',
  ),
  'cook-dinner': family(
    'cocinar|cena|receta|ayudar a cocinar|cocina|comida|pasta|sopa|horno|fuego|paella|la paella|ayudar con la paella|hacer la paella|cocido|lentejas|guiso|sopa|hacer la comida|ayudar a cocinar|ayudar con la comida|arroz',
    'Lávate las manos|Ponte el delantal|Saca los ingredientes con un adulto|+Lee la receta con un adulto|Remueve; el fuego es del adulto|+Pon la mesa mientras se hace',
  ),
  'cook-eggs': family(
    'huevos revueltos|tortilla|huevo frito|cocinar huevos|~huevo|cascar un huevo|romper un huevo|huevo frito|huevo cocido|huevos revueltos|tortilla de patatas|tortilla de patata|hacer tortilla|hacer una tortilla|hacer la tortilla|tortilla francesa|batir huevos|batir los huevos',
    'Casca los huevos en un bol|Bátelos con un tenedor|Un adulto calienta la sartén|Remueve con el adulto|+Pon un poco de mantequilla antes|+Sírvelos en una tostada',
  ),
  // ── Regalos y tarjetas ──
  'birthday-card': family(
    'tarjeta|tarjeta de cumpleaños|felicitacion|postal de navidad|dia de la madre|dia del padre|san valentin|hacer tarjeta|tarjeta para',
    'Dobla un papel por la mitad|Haz un dibujo delante|Escribe su nombre dentro|+Escribe un mensaje bonito y firma|Pon pegatinas|+Mételo en un sobre',
  ),
  'thank-you-note': family(
    'nota de agradecimiento|carta de gracias|dar las gracias por|agradecer',
    'Piensa a quién dar las gracias|Dibuja el regalo o el día|Escribe «Gracias»|+Di qué te gustó|Firma con tu nombre|+Envíala o dásela con un adulto',
  ),
  gratitude: family(
    'agradecido|agradecida|agradecidos|agradecer|gratitud|ser agradecido|ser agradecida|estar agradecido|dar gracias por|accion de gracias|dia de accion de gracias|frasco de la gratitud|bote de la gratitud|valorar lo que tiene|valorar lo que tenemos',
    'Piensa algo bonito de hoy|Di: «Doy gracias por…»|Escucha el turno de tu familia|+Dilo en la mesa durante la cena|Dibújalo para el bote de gracias|+Haz una lista con un adulto|+Da las gracias a alguien',
  ),
  'wrap-present': family(
    'envolver|envolver un regalo|papel de regalo|envolver el regalo|papel de regalo|envolver regalos',
    'Pon el regalo sobre el papel|Dobla el papel por encima|Pégalo con celo|+Dobla las puntas en triángulo|Pon un lazo o pegatina|+Escribe una tarjetita',
  ),
  'make-gift': family(
    'regalo|sorpresa|hacer un regalo|regalo hecho a mano|para mama|para papa|para mi profe',
    'Piensa qué le encanta|Haz un dibujo o una manualidad|Hazlo con cariño|+Pide ayuda a un adulto con lo difícil|Envuélvelo en papel|+Dáselo con un abrazo',
  ),
  'decorate-holiday': family(
    'decorar|adornos|halloween|pascua|farolillo|~fiesta|calendario de adviento|farolillos|preparar halloween|disfraz de halloween|preparar la fiesta|altar de muertos|dia de muertos|dia de los muertos|ofrenda|poner la ofrenda|papel picado|hacer el altar|poner el altar|altar|calaveritas|cempasuchil',
    'Saca papel de colores y pegamento|Haz cadenas de papel o farolillos|Cuélgalos con un adulto|+Haz un adorno para cada habitación|+Pon flores, fotos o dibujos|Ponlos donde todos los vean|+Ayuda a quitarlos después',
  ),
  'pumpkin-carving': family(
    'calabaza|vaciar una calabaza|tallar calabaza|calabaza de halloween|calabaza para halloween|hacer una calabaza|truco o trato|pedir dulces|pedir caramelos|pedir golosinas|salir en halloween|noche de halloween|calabaza de halloween|tallar una calabaza',
    'Dibuja una cara con un rotulador|Un adulto corta la tapa|Saca las pepitas con una cuchara|Un adulto recorta la cara|+Pon una linterna pequeña dentro|+Tuesta las pepitas con un adulto|+Pide caramelos puerta a puerta con un adulto',
  ),
  'write-letter': family(
    'escribir una carta|carta para|postal|enviar una carta|carta a los reyes|carta a los reyes magos|carta a papa noel|carta al niño jesus|reyes magos|papa noel',
    'Coge papel y lápiz|Escribe «Querido» y su nombre|Dibuja o escribe tus noticias|+Hazle una pregunta|Firma con cariño|+Échala al buzón con un adulto',
  ),
  // ── Naturaleza ──
  'nature-walk': family(
    'naturaleza|paseo por el campo|bosque|monte|excursion al campo|~paseo|explorar|garrapatas|garrapata|revisar garrapatas|buscar garrapatas',
    'Ponte calzado para andar|Lleva una bolsa para tesoros|Quédate con tu adulto|+Busca cinco hojas distintas|Escucha a los pájaros|+Haz un dibujo con lo que encontraste|+Revisa tu piel con un adulto por si hay garrapatas',
  ),
  'bird-watching': family(
    'pajaros|pajaro|observar pajaros|comedero de pajaros|comedero|comedero para pajaros|hacer un comedero|comedero de aves|aves|alpiste|casita para pajaros|dar de comer a los pajaros|alimentar a los pajaros|pajaritos|bola de sebo',
    'Llena el comedero con semillas|Cuélgalo con un adulto|Siéntate callado junto a la ventana|+Marca los pájaros en una tabla|Cuenta los pájaros que ves|+Dibuja tu pájaro favorito',
  ),
  'feed-ducks': family(
    'dar de comer a los patos|patos|pato|echar pan a los patos|cisnes',
    'Lleva avena o guisantes|Ve al estanque con un adulto|Quédate lejos de la orilla|Echa trocitos al agua|+Mira qué patos llegan primero|+Lávate las manos después',
  ),
  'water-safety': family(
    'cerca del estanque|estanque|cerca del agua|cerca de la piscina|cerca de la alberca|cerca de la pileta|cerca del rio|cerca del lago|cerca de la acequia|acequia|alberca sin un adulto|piscina sin un adulto|pileta sin un adulto|borde de la piscina|orilla de la piscina|orilla del rio|no correr en la piscina|correr alrededor de la piscina|seguridad en el agua|acercarse al agua|acercarse a la piscina|caerse al agua|ahogarse|estanque del jardin|laguna',
    'Dale la mano a un adulto|Quédate lejos del borde|+Quédate detrás de la valla|Espera a que venga un adulto|+Mira con un adulto dónde cubre|Grita «¡ayuda!» si alguien se cae|+Manguitos o flotador en la piscina, con un adulto mirando',
  ),
  'bug-hunt': family(
    'bichos|insectos|buscar bichos|mariquita|mariposa|caracol|araña|hormigas|hotel de insectos|bichitos|bichito|debajo de las piedras|bajo las piedras|cochinillas|lombrices|buscar lombrices|buscar gusanos|buscar caracoles|buscar bichos en el jardin|buscar insectos|buscar bichitos|gusanos|gusanitos|escarabajo|bicho bolita|chanchito de tierra',
    'Coge una lupa|Levanta un tronco con cuidado|Mira de cerca los bichos|+Cuenta sus patas|Vuelve a poner el tronco suave|+Haz un hotel de insectos con palitos',
  ),
  caterpillars: family(
    'oruga|crisalida|capullo|criar mariposas|oruga mariposa',
    'Guarda las orugas en una red|Dales hojas frescas cada día|Míralas comer y crecer|Busca la crisálida quieta|+Espera a que salgan las mariposas|+Suéltalas un día de sol',
  ),
  stargazing: family(
    'estrellas|luna|mirar las estrellas|planetas|cielo de noche|espacio',
    'Abrígate bien|Sal fuera con un adulto|Busca la luna|+Busca una constelación|Cuenta cinco estrellas|+Dibuja la luna cada noche una semana',
  ),
  'collect-leaves': family(
    'hojas|piñas|castañas|piedras|piedrecitas|coleccionar|coleccion|conchas|recoger hojas|hojas secas|en el bosque|hojas del otoño|bellotas|hojas de otoño|mesa de la naturaleza|rincon de la naturaleza|tesoros del otoño|ramitas|plumas|recoger castañas|recoger piñas|recoger bellotas|recoger hojas secas',
    'Lleva una bolsa fuera|Recoge hojas, palos y piñas|Extiéndelas en casa|+Ordénalas por tamaño o color|Elige tu favorita|+Haz un mural o un collage',
  ),
  weather: family(
    'el tiempo|tabla del tiempo|pluviometro|arcoiris|nubes|termometro de ventana|~tiempo',
    'Mira por la ventana|Di qué tiempo hace|Haz un dibujo del tiempo|+Pégalo en la tabla del tiempo|Elige ropa para ese tiempo|+Compara el tiempo de toda la semana',
  ),
  // ── Pantallas ──
  'screen-time': family(
    'pantallas|tiempo de pantalla|tableta|tablet|ipad|tele|television|videojuegos|youtube|movil|dibujos animados|apagar|celular|compu|computadora|ordenador|dibujos animados|caricaturas|dibujitos|videojuegos|la play|ver la tele|tablet|movil|el movil|ver dibujos|youtube|menos movil|se acaba el tiempo|cuando se acaba|apagar la tablet|apagar la tele|netflix|roblox|minecraft|fortnite|reducir pantallas|menos pantallas|limitar pantallas|limitar la tablet|limitar youtube|menos youtube|reglas de pantallas|limite de pantallas',
    'Pon el temporizador con un adulto|Mira un solo capítulo|Apágala cuando suene|+Elige antes qué harás después|Juega a otra cosa|+Deja las pantallas fuera de tu cuarto',
  ),
  'screen-free-play': family(
    'aburrido|me aburro|jugar solo|jugar sin pantallas|algo que hacer|jugar solo|jugar sola|jugar un rato solo|entretenerse solo|entretenerse sola|jugar sin mi|se aburre|aburrido',
    'Elige una caja de juguetes|Inventa un juego con ella|Juega un reloj de arena entero|+Crea un mundo con tus juguetes|Recoge al terminar|+Cuenta tu juego a un adulto',
  ),
  // ── Otras metas del día a día ──
  'doctor-dentist': family(
    'medica|dentista|medico|pediatra|revision|vacuna|pinchazo|hospital|oculista|medico|valiente en el medico|ir al medico|en el medico|en el pediatra|en el dentista|portarse bien en el medico|pediatra|vacuna|pinchazo|revision del niño sano|control del niño sano|control pediatrico|ir al pediatra|ir a la pediatra|la pediatra|enfermera|analisis de sangre|sacar sangre|sacarle sangre|analitica|chequeo|consulta|centro de salud|ambulatorio|vacunas|pinchazo de la vacuna|revision de los ojos|revision de oidos|vacunar|vacunarse|ponerle las vacunas|ponerse la vacuna|la vacuna|inyeccion|inyecciones|la inyeccion|miedo a las vacunas|miedo al pinchazo|piquete|pinchazos',
    'Lee un cuento sobre la visita|Juega a médicos: escucha su corazón|Siéntate en el sillón grande|+Abre bien la boca, di aaa|Respira despacio si da miedo|+Súbete a la báscula para pesarte|+Elige una pegatina al salir',
  ),
  haircut: family(
    'cortar el pelo|corte de pelo|peluqueria|peluquero|cortarme el pelo',
    'Siéntate en la silla grande|Ponte la capa de superhéroe|Quieto mientras el peluquero corta|Mírate en el espejo al final|+Abraza tu peluche si te da miedo|+Dale las gracias al peluquero',
  ),
  'science-experiment': family(
    'experimento|ciencia|ciencias|flota o se hunde|imanes|investigar|descubrir',
    'Junta las cosas de la lista|Adivina qué pasará|Pruébalo con un adulto|+Escribe o dibuja lo que viste|Di si acertaste|+Cambia una cosa y prueba otra vez',
  ),
  volcano: family(
    'volcan|volcan de bicarbonato|erupcion',
    'Pon un vaso en una bandeja|Haz una montaña de arena alrededor|Echa bicarbonato con una cuchara|Un adulto echa el vinagre|+Añade colorante rojo para la lava|+Mira cómo burbujea y rebosa',
  ),
  'board-games': family(
    'juego|juegos|cartas|juego de cartas|memory|ajedrez|dados|jugar a un juego|parchis|oca',
    'Prepara el juego|Aprende las reglas con un adulto|Jugad por turnos|+Cuenta tus puntos|Daos la mano al final|+Guarda cada pieza en la caja',
  ),
  'magic-trick': family(
    'truco de magia|magia|truco',
    'Elige un truco de magia|Practícalo en el espejo|Pruébalo con tu peluche|+Aprende qué decir mientras lo haces|Enséñaselo a tu familia|+Haz una reverencia al final',
  ),
  'tell-joke': family(
    'chiste|chistes|contar un chiste|adivinanza|hacer reir',
    'Elige un chiste que te guste|Practícalo con tu peluche|Di la pregunta y espera|Di el final bien claro|+Prueba un chiste de «toc, toc»|+Reíos juntos al final',
  ),
  'take-photos': family(
    'foto|fotos|camara|hacer fotos|fotografia|video',
    'Sujeta la cámara con dos manos|Elige qué fotografiar|Quieto y pulsa el botón|+Prueba desde arriba y desde abajo|Mira tus fotos|+Elige la mejor para imprimir',
  ),
  'library-visit': family(
    'ir a la biblioteca|biblioteca|en la biblioteca|carnet de la biblioteca|devolver libros|sacar libros',
    'Busca los libros de la biblioteca|Mételos en una bolsa|Ve a la biblioteca con papá|+Pide un buen libro al bibliotecario|Elige libros nuevos|+Susurra y enseña tu carnet en el mostrador|+Apunta la fecha de devolución',
  ),
  whistle: family(
    'silbar|silbido|chiflar|aprender a silbar|silbar una cancion|silbar una cancion|silbar cancion|silvar|chiflido|silba|silbe',
    'Moja un poco los labios|Pon los labios en redondo|Sopla el aire despacito|+Pon la lengua detrás de los dientes|Prueba sonidos altos y bajos|+Silba una canción que conozcas',
  ),
  seatbelt: family(
    'cinturon de seguridad|cinturon en el coche|cinturon coche|cinturon carro|abrochar el cinturon|abrocharse|ponerse el cinturon|sillita del coche|silla del coche|alzador|elevador|en la sillita|quieto en la silla del coche|sentado en la sillita|desabrocharse|desabrocha|no desabrocharse|se desabrocha|sillita|silla del carro|asiento del carro|portabebe|arnes|se quita el cinturon|quitarse el cinturon',
    'Sube a tu sillita del coche|Siéntate con la espalda recta|Pasa la correa por el hombro|Abrocha la hebilla: ¡clic!|+Un adulto mira que esté bien|+No te lo quites hasta parar',
  ),
  'stage-show': family(
    'funcion del cole|funcion de la escuela|la funcion|festival|festival del cole|actuacion|actuar|escenario|obra de teatro|recital|concierto|poesia|recitar|poema|cantar en la funcion|bailar en el festival|fin de curso|acto del cole|bailable|aprenderse una poesia|aprender una poesia|aprender un poema|aprenderse un poema|recitar una poesia|decir una poesia|poesia para el cole|poesia del dia de la madre|villancico',
    'Aprende tu letra o tu canción|Ensaya delante del espejo|Ponte recto y habla fuerte|Mira al público y sonríe|+Ensaya una vez en el escenario|+Haz una reverencia al final|+Repite los versos hasta saberlos de memoria',
  ),
  'use-words': family(
    'lloriquear|lloriqueo|lloriquea|gimotear|quejarse|quejica|pedir con palabras|pedir bien|pedir las cosas bien|usar palabras|voz normal|con palabras|berrear|chillar para pedir|llorar por|chuches en la caja|pedir chuches|berrinche en la tienda|dejar de lloriquear|no lloriquear|lloriquear para|sin lloriquear',
    'Para y respira hondo|Usa tu voz normal y tranquila|Di con palabras lo que quieres|Añade «por favor» al final|+Espera la respuesta con calma|+Si es que no, abraza tu peluche',
  ),
  'new-baby': family(
    'viene un hermanito|viene una hermanita|viene un bebe|llega un hermanito|llega una hermanita|llega un bebe|va a tener un hermanito|va a tener una hermanita|tener un hermanito|embarazada|embarazo|va a nacer|nacimiento|hermanito en camino|bebe en camino|en camino|cuando nazca|contarle que viene|preparar para el bebe|bebe nuevo|nuevo bebe|bebe|recien nacido|hermanito|hermanita|el bebe|cariñoso con el bebe|coger al bebe|hermano mayor|hermana mayor|llegada hermanita|llegada hermanito|llegada bebe|llegada del bebe|llegue el bebe|llegue su hermanito|llegue su hermanita|nacimiento del hermanito|nacimiento de la hermanita',
    'Lávate las manos primero|Toca al bebé suave, despacio|Cántale una canción bajito|Trae un pañal a un adulto|+Cógelo sentado, con un adulto|+Habla en silencio si duerme',
  ),
  'wobbly-tooth': family(
    'movido un diente|se le ha movido|diente movido|mueve el diente|se le mueve el diente|se mueve el diente|diente se le mueve|diente que baila|diente flojo|diente se mueve|se mueve un diente|perder un diente|ratoncito perez|raton perez|hada de los dientes|diente de leche|se cae un diente|diente caido|diente suelto|diente bailando|se le cayo el diente|se le cayo un diente|primer diente|se cayo el diente|se le cayo|cayo el primer diente|perdio un diente|perdio su primer diente|diente que se mueve|se le mueve un diente|mellado|mellada|diente de delante|diente de adelante|se le mueve la paleta|paleta floja|paleta se mueve|diente flojito|dientes flojos|mueve un diente|diente se cayo|se le cae un diente',
    'Muévelo suave con la lengua|Come blando por el otro lado|Cepíllate alrededor con cuidado|Guarda el diente en una cajita|+Déjalo debajo de la almohada|+Pide a un adulto que lo mire',
  ),
  'horse-riding': family(
    'caballo|caballos|poni|pony|montar a caballo|equitacion|hipica|cuadra|silla de montar|clase de equitacion',
    'Ponte el casco de montar|Acaricia el cuello del poni|Sube con ayuda de un adulto|Coge las riendas con dos manos|+Siéntate recto, talones abajo|+Dale una zanahoria con la mano plana',
  ),
  'go-fishing': family(
    'pescar|pesca|ir a pescar|caña de pescar|pescar un pez|pescar cangrejos|cangrejos|pocitas|charcas',
    'En la orilla, con un adulto|Coge la caña con dos manos|Un adulto pone el cebo|Espera callado mirando el corcho|+Recoge el hilo despacio con el adulto|+Devuelve el pez al agua con el adulto',
  ),
  sewing: family(
    'coser|costura|tejer|aguja|enhebrar|hilo y aguja|bordar|ganchillo|tarjeta de coser|~lana|coser un boton|hacer punto',
    'Elige una tarjeta y lana|Un adulto enhebra la aguja grande|Pásala hacia arriba por un agujero|Bájala por el agujero siguiente|+Haz el nudo con un adulto|+Cose un botón en un fieltro',
  ),
  'video-call': family(
    'videollamada|llamar a la abuela|llamar al abuelo|llamar a los abuelos|llamar por telefono|hablar por telefono|llamada|facetime|coger el telefono|contestar el telefono|~telefono',
    'Pide a un adulto que llame|Saluda y di tu nombre|Cuenta una cosa que hiciste|Escucha lo que te cuentan|+Enséñales un dibujo por la pantalla|+Despídete y manda un beso',
  ),
  'ski-skate': family(
    'esquiar|esqui|patinar sobre hielo|patinaje sobre hielo|pista de hielo|snowboard|clase de esqui|escuela de esqui',
    'Ponte ropa de abrigo y guantes|Ponte el casco|Un adulto te abrocha las botas|Da pasitos como un pingüino|+Practica caerte y levantarte|+Deslízate un poco de la mano de un adulto',
  ),
  'nail-biting': family(
    'morderse las uñas|comerse las uñas|morder las uñas|uñas|meterse el dedo en la nariz|sacarse los mocos con el dedo|hurgarse la nariz|dedo en la nariz|chupar la manga|morder la ropa|morderse la manga',
    'Nota tus dedos en la boca|Aprieta una pelota blandita|Un adulto te corta las uñas|+Usa un pañuelo, no el dedo|Pon una pegatina cada buen día|+Ten las manos ocupadas con plastilina',
  ),
  'wear-glasses': family(
    'gafas|lentes|anteojos|ponerse las gafas|llevar gafas|usar lentes|parche|parche en el ojo|gafas nuevas',
    'Coge las gafas por los lados|Pasa las patillas por las orejas|Súbelas por la nariz con suavidad|+Limpia los cristales con la gamuza|De noche, guárdalas en su funda|+Ponte el parche a la hora del cuento',
  ),
  'left-right': family(
    'izquierda y derecha|izquierda o derecha|derecha e izquierda|mano izquierda|mano derecha|izquierda|~derecha|lateralidad',
    'Levanta las dos manos|Con la izquierda haz una L|Saluda con la mano izquierda|Pisa fuerte con el pie derecho|+Juega a Simón dice con los lados|+Señala izquierda y derecha al pasear',
  ),
  woodwork: family(
    'carpinteria|martillo|clavos|clavar clavos|clavar un clavo|destornillador|banco de trabajo|lija|lijar|bricolaje|caja de herramientas|~herramientas|arreglar cosas|~madera|ayudar a arreglar|ayudar a papa con las herramientas|hacer bricolaje|martillar|atornillar|serrar|tornillos',
    'Gafas de protección, con un adulto|Elige madera blanda y clavos|Da golpecitos, un adulto sujeta|Lija los bordes con un adulto|+Atornilla un tornillo con el adulto|+Pinta lo que hiciste',
  ),
  'skill-toy': family(
    'yoyo|yo-yo|peonza|trompo|bailar la peonza|kendama|balero|juego de cuerdas|cunitas|diabolo|hula hoop|hula-hula|aro|tabas',
    'Mira a un adulto hacerlo despacio|Sujeta bien la cuerda|Prueba el primer movimiento|+Dobla las rodillas y sigue probando|Cuenta cuántas seguidas|+Enseña tu truco a la familia',
  ),
  'safety-drill': family(
    'simulacro|simulacro de incendio|simulacro de terremoto|simulacro de evacuacion|terremoto|sismo|temblor|alarma de incendio|evacuacion|evacuar|incendio|fuego en casa|alarma de humo|detector de humo|si hay un incendio|si hay fuego|plan de evacuacion|salir si hay fuego',
    'Para y escucha al adulto|Protege la cabeza con los brazos|Camina en fila, sin correr|+Sal fuera al punto de encuentro|Espera en silencio a que cuenten|+Practica el simulacro en casa|+Si tiembla, agáchate bajo la mesa y agarra una pata',
  ),
  'time-to-go': family(
    'salir del parque|hora de irse|hora de irnos|irse del parque|dejar de jugar|salir sin llorar|volver a casa del parque|salir de una fiesta|cuando es hora de irse',
    'Escucha el aviso de cinco minutos|Elige un último turno|Di adiós a los columpios|Da la mano al adulto|+La próxima vez, pon un temporizador|+Cuenta lo que más te gustó',
  ),
  'stranger-safety': family(
    'desconocido|desconocidos|extraños|extraño|no irse con extraños|no irse con desconocidos|irse con desconocidos|hablar con desconocidos|gente que no conoce|alguien que no conoce|palabra secreta|palabra clave|peligro de desconocidos',
    'Quédate donde te vea tu adulto|Di que no y grita fuerte|Corre hacia tu adulto|Cuéntaselo a un adulto de confianza|+Aprende la palabra secreta de la familia|+Pide ayuda a un policía',
  ),
  'christmas-tree': family(
    'arbol de navidad|~navidad|preparar la navidad|adornos de navidad|decorar el arbol|adornar el arbol|montar el arbol|poner el arbol|bolas de navidad|espumillon|belen|montar el belen|poner el belen|pesebre|armar el pesebre|poner el nacimiento|armar el nacimiento|figuras del belen|bolas del arbol|colgar las bolas|adornos del arbol|montar el pesebre|poner el pesebre|montar el nacimiento|arbolito|arbolito de navidad|adornar el arbolito|poner el arbolito|calendario de adviento|adviento|una ventanita al dia|abrir una ventanita|corona de adviento',
    'Abre la caja de los adornos|Cuelga bolas en las ramas bajas|Pon espumillón alrededor del árbol|Un adulto pone las luces|+Pon la estrella arriba con ayuda|+Coloca las figuras del belén|+Abre una ventanita del calendario cada día',
  ),
  'christmas-eve': family(
    'cabalgata|cabalgata de reyes|ver la cabalgata|noche de reyes|dia de reyes|los reyes|camellos|agua para los camellos|zapatos para los reyes|dejar los zapatos|papa noel|santa claus|esperar a papa noel|esperar a los reyes|nochebuena|niño dios|posada|las posadas|posada de navidad|ir a la posada|posada navideña|pastorela|villancicos|cantar villancicos|renos|zanahoria para los renos|calcetin de navidad|bota de navidad',
    'Escribe tu carta a los Reyes|Deja tus zapatos junto al árbol|Agua y paja para los camellos|+Ve a la cabalgata con abrigo|Canta villancicos con la familia|+Lleva una bolsa para los caramelos|+Vete a dormir pronto esa noche',
  ),
  'birthday-party': family(
    'fiesta de cumpleaños|fiesta de cumple|~cumple|~cumpleaños|cumple de|cumpleaños de un amigo|cumpleaños de una amiga|cumple de su amigo|cumple de su amiga|ir a un cumple|ir a un cumpleaños|ir a una fiesta|fiesta infantil|fiestas infantiles|invitacion|invitado a un cumple|piñata|piñatas|romper la piñata|pegarle a la piñata|juegos de la fiesta|soplar las velas|bolsa de chuches|bolsita de dulces|cumple en el cole|cumple en la guarde|celebrar su cumple|celebrar su cumpleaños|celebrar mi cumple|quedarse en la fiesta sin mi|parque de bolas|~fiesta|piñatero|cumpleañero|cumpleañera|mañanitas',
    'Envuelve el regalo para tu amigo|Di adiós en la puerta|Juega a los juegos por turnos|Canta cumpleaños feliz con la tarta|+Dale a la piñata con el palo|+Da las gracias por la fiesta|+Espera a que te recojan al final',
  ),
  'loud-noises': family(
    'miedo los tambores|miedo a los tambores|miedo al tambor|tambores de la procesion|procesion|procesiones|miedo a la banda|petardos|petardo|fuegos artificiales|miedo a los cohetes|cohetes de año nuevo|truenos|trueno|tormenta|tormentas|rayos|relampagos|relampago|ruido fuerte|ruidos fuertes|~ruido|~ruidos|miedo a los petardos|miedo a los cohetes|miedo a la tormenta|miedo a las tormentas|miedo a los truenos|miedo a la aspiradora|miedo al secador|miedo a los ruidos|miedo al ruido|se tapa los oidos|taparse los oidos|tapones para los oidos|orejeras|cascos antiruido|cascos de ruido|sirena|sirenas|secador de manos|mascleta|fallas|pirotecnia|cuetes|cohetones|quema de castillo|noche de san juan|miedo a la licuadora|miedo a la cisterna|miedo cohetes|miedo petardos|miedo truenos|miedo tormenta|miedo ruidos|miedo aspiradora|miedo secador|miedo fuegos artificiales|asusta la tormenta|asustan los truenos|asustan los petardos',
    'Ponte los cascos o las orejeras|Tápate los oídos con las manos|Dale la mano a un adulto|Acurrúcate bajo una manta|+Cuenta del rayo al trueno|+Míralo de lejos, a hombros de un adulto|+Mira por la ventana con un adulto',
  ),
  funfair: family(
    '~feria|ir a la feria|a la feria|la feria de abril|feria del pueblo|fiestas del pueblo|atracciones|las atracciones|subir a las atracciones|cacharritos|cacharros de la feria|caballitos|tiovivo|carrusel|noria|coches de choque|autos chocones|carritos chocones|algodon de azucar|montaña rusa|parque de atracciones|parque de diversiones|juegos mecanicos|feria de atracciones|rueda de la fortuna|kermes|verbena|la verbena|disney|feria de mayo',
    'Dale la mano a un adulto|Elige la primera atracción|Espera tu turno en la fila|Da tu boleto en la atracción|+Mira si tienes la altura|+Comparte algodón de azúcar con un adulto|+Sube después a una atracción tranquila',
  ),
  'climb-furniture': family(
    'subirse a los muebles|se sube a los muebles|trepar por los muebles|trepa por los muebles|se sube a todo|subirse a todo|trepa por todo|saltar en la cama|salta en la cama|saltar encima de la cama|saltar en el sofa|salta en el sofa|saltar encima del sofa|saltar del sofa|salta del sofa|tirarse del sofa|se tira del sofa|subirse a la mesa|se sube a la mesa|subirse a las sillas|se sube a las sillas|de pie en la silla|pararse en la silla|se para en la silla|subirse a la encimera|trepar la estanteria|trepar por la estanteria|salirse de la cuna|se sale de la cuna|~sofa|~sillon|brincar en la cama|brincar en el sillon|brinca en el sillon|subirse al respaldo|respaldo del sofa|subirse a la ventana',
    'Pon los pies en el suelo|Siéntate bien en los cojines|Salta mejor en la cama elástica|Trepa mejor en el parque|+Haz un montón de cojines en el suelo|+Pregunta a un adulto antes de trepar',
  ),
  'rude-words': family(
    'palabrotas|palabrota|decir palabrotas|dice palabrotas|groserias|decir groserias|dice groserias|malas palabras|decir malas palabras|dice malas palabras|decir tacos|dice tacos|insultos|insultar|insulta|palabras feas|dice palabras feas|lenguaje feo|hablar mal|maldecir|garabatos|decir garabatos|lisuras|decir lisuras|caca culo pedo pis|palabras de caca|tonto|decir tonto|palabrotas|decir palabrotas|decir tacos|malas palabras|groserias|decir groserias|dejar de decir palabrotas|no decir palabrotas',
    'Para si se escapa una palabrota|Cámbiala por una palabra graciosa|Respira y usa palabras amables|Di «caca» solo en el baño|+Pide perdón si la palabra dolió|+Poned una norma de palabras en casa|+Ignora las palabrotas de otros',
  ),
  'day-camp': family(
    'campamento de verano|campamento urbano|campamento de dia|campus de verano|escuela de verano|casal de verano|casal|colonias de verano|curso de verano|cursos de verano|vacaciones utiles|ludoteca de verano|campamento de pascua|campamento de navidad|primera semana de campamento|ir al campamento|primer dia en el campamento|primer dia de campamento|primera semana en el campamento|mochila para el campamento',
    'Prepara la mochila, gorra y cantimplora|Saluda a los monitores|Participa en juegos y actividades|Come tu picnic con los amigos|+Ponte crema solar en el descanso|+Cuenta lo mejor del día en casa',
  ),
  'st-nicholas': family(
    'san nicolas|dia de san nicolas|sinterklaas|bota de san nicolas|botas de san nicolas|zapato de san nicolas|krampus',
    'Limpia tus botas con un cepillo|Pon tu bota en la puerta|Deja una zanahoria para el burro|Aprende una poesía o canción|+Busca nueces, mandarinas y chocolate|+Da las gracias a san Nicolás',
  ),
  'cat-litter': family(
    'arenero|arenero del gato|caja de arena|limpiar el arenero|arena del gato|arena de gato|cambiar la arena|limpiar la arena|piedritas del gato|piedras del gato|bandeja del gato|caja del gato|baño del gato',
    'Ponte guantes con un adulto|Saca las bolitas con la pala|Échalas en una bolsa|+Cierra la bolsa y a la basura|+Añade arena limpia|Lávate las manos con jabón',
  ),
  'serve-yourself': family(
    'servirse la comida|servir la comida|raciones|porciones|porcion pequeña|cucharon|cuchara de servir|servirse poquito|echarse comida|ponerse comida en el plato|servirse en el plato|servirse comida|servirse solo la comida|servirse la comida solo|servirse en la mesa',
    'Sujeta la fuente con una mano|Coge la cuchara de servir|Pon un poquito en tu plato|Pasa la fuente al siguiente|+Si tienes hambre, pide más|+Lo caliente lo sirve un adulto',
  ),
  'hot-safety': family(
    'horno caliente|cocina caliente|vitro|vitroceramica|fogon|fogones|estufa|plancha caliente|tocar el horno|tocar la cocina|tocar la estufa|tocar la plancha|no tocar el horno|no tocar la vitro|quemarse|se quema|no quemarse|cosas calientes|~caliente|chimenea|radiador|olla caliente|sarten caliente|tetera|toque el horno|toca el horno|toques el horno|toque la estufa|toca la estufa|toque la vitro|toca la vitro|toque la plancha|toque la cocina|toca la cocina|acercarse al horno|se acerque al horno|se acerca al horno|horno encendido|horno prendido|estufa prendida|se queme|quemaduras',
    'Quédate lejos cuando un adulto cocina|Di «¡quema!» a un adulto|El horno lo toca un adulto|+Un adulto lleva ollas y tazas calientes|Un adulto dice cuándo está frío|+Busca con un adulto lo que quema en casa',
  ),
  'lantern-walk': family(
    'desfile de farolillos|san martin|fiesta de san martin|farolillos de san martin|paseo con farolillos|desfile de faroles|farol de san martin|desfile con farolillos',
    'Haz un farolillo con un adulto|Aprende una canción de farolillos|Sujeta bien el palo|Camina con los demás|+Canta cuando se haga de noche|+Comparte un dulce con un amigo',
  ),
  'moving-house': family(
    'mudanza|mudarse|mudarnos|nos mudamos|nos vamos a mudar|se muda|se mudan|nos cambiamos de casa|cambiar de casa|cambio de casa|casa nueva|nueva casa|piso nuevo|nuevo piso|departamento nuevo|nuevo departamento|camion de mudanza|cajas de mudanza|dejar la casa|cambio de ciudad|cambiar de ciudad|mudarnos de piso|mudarse de piso|cambiar de piso|cambio de piso|mudanza de piso|nos mudamos de piso|nos cambiamos de piso',
    'Visitad juntos la casa nueva|Guarda tus juguetes en una caja|+Dibuja cómo será tu cuarto nuevo|Lleva tu peluche contigo|Despídete de cada habitación|+Abre primero tu caja en tu cuarto nuevo',
  ),
  'new-year': family(
    'nochevieja|noche vieja|fin de año|fiesta de fin de año|año nuevo|las uvas|comer las uvas|doce uvas|las doce uvas|campanadas|las campanadas|cotillon|medianoche|hasta medianoche|hasta las doce|cuenta atras|recibir el año|despedir el año|reveillon|año viejo',
    'Duerme la siesta por la tarde|Ponte el pijama pronto|+Haz un gorro de papel|Cuenta las campanadas del reloj|Abraza a todos a las doce|+Come uvas peladas y cortadas con un adulto|+Pide un deseo para el año nuevo',
  ),
  'electric-safety': family(
    'enchufe|enchufes|los enchufes|tocar los enchufes|toca los enchufes|toque los enchufes|tocar el enchufe|dedos en el enchufe|tapas de enchufes|tapas para enchufes|protectores de enchufes|protector de enchufes|electricidad|~electrico|~electrica|aparatos electricos|~cable|cables|tirar de los cables|morder los cables|~corriente|calambre|descarga electrica|cargador|alargador|regleta|desenchufar|enchufar',
    'Los aparatos los enchufa un adulto|Deja las tapas protectoras puestas|Juega con juguetes, no con cables|Di «¡peligro!» a un adulto|+Aleja los vasos de lámparas y pantallas|+Busca las tapas en casa con un adulto',
  ),
  funeral: family(
    'entierro|al entierro|funeral|funerales|ir al funeral|velatorio|tanatorio|cementerio|ir al cementerio|tumba|visitar la tumba|misa de difuntos|murio el abuelo|murio la abuela|se murio el abuelo|se murio la abuela|ha muerto el abuelo|ha muerto la abuela|muerte del abuelo|muerte de la abuela|fallecio el abuelo|fallecio la abuela|~abuelo|~abuela|~bisabuelo|~bisabuela|~yayo|~yaya|murio su tio|murio su tia|perdida de un familiar|ha fallecido|abuelo murio|abuela murio|abuelo ha muerto|abuela ha muerto|abuelo fallecio|abuela fallecio|abuelo se murio|abuela se murio',
    'Hablad juntos de quien murió|Mirad sus fotos juntos|Haz un dibujo para llevar|Dale la mano a un adulto|+Elige una flor para dejarle|+Llorar está bien, y sonreír también|+Cuenta un recuerdo bonito de esa persona',
  ),
  'summer-holidays': family(
    'vacaciones de verano|verano en el pueblo|vacaciones en el pueblo|pueblo con los abuelos|verano con los abuelos|vacaciones con los abuelos|verano en casa de los abuelos|pasar el verano|veranear|veraneo|vacaciones escolares|aburrirse en vacaciones|se aburre en vacaciones|sin aburrirse en vacaciones|rutina de verano|rutina en vacaciones|vacaciones largas',
    'Haz una lista de planes|Marca los días en un calendario|Piscina o parque con un adulto|Merienda en el campo con amigos|+Busca cuentos nuevos en la biblioteca|+Haz una manualidad si llueve|+Ponte protector solar y gorra',
  ),
  hinamatsuri: family(
    'hinamatsuri|hina matsuri|fiesta de las muñecas|festival de las muñecas|fiesta de las niñas|dia de las niñas|muñecas hina|muñecas japonesas|exponer las muñecas|poner las muñecas en la repisa',
    'Saca las muñecas con un adulto|Colócalas despacio en los escalones|Pon farolillos y flores de melocotón|Comparte galletitas de arroz dulces|+Haz sushi de colores con un adulto|+Guárdalas en su caja con un adulto',
  ),
  'shichi-go-san': family(
    'shichi go san|shichigosan|kimono|traje tipico|traje regional|traje tradicional|vestido tradicional|ropa tradicional|traje de flamenca|vestido de flamenca|vestirse de flamenca|vestido de gitana|ropa de fiesta|ropa elegante|ponerse elegante|vestirse elegante|sesion de fotos|sesion fotografica|estudio de fotos|foto de familia|fotografo',
    'Pruébate el traje con un adulto|Camina despacio con zapatos nuevos|Dale la mano a un adulto|Sonríe para la foto familiar|+Si te aprieta, díselo a un adulto|+Guarda los dulces para después',
  ),
  'visit-hospital': family(
    'visitar hospital|visita hospital|visitar en el hospital|ir a ver al hospital|abuelo en el hospital|abuela en el hospital|papa en el hospital|mama en el hospital|tio en el hospital|tia en el hospital|hermano en el hospital|hermana en el hospital|amigo en el hospital|ingresado|ingresada|esta ingresado|esta ingresada|hospitalizado|hospitalizada|visitar a un enfermo|visita a un enfermo|visitar a un enfermito|que se mejore|que se ponga bueno|horario de visitas',
    'Haz un dibujo o una carta|Lávate las manos al entrar|Habla bajito en el hospital|Siéntate tranquilo junto a la cama|+Elige flores con un adulto|+Planead algo bonito para cuando se cure',
  ),
  barbecue: family(
    'barbacoa|barbacoas|hacer una barbacoa|hacer barbacoa|asado|hacer el asado|ayudar con el asado|parrilla|parrillada|a la parrilla|brochetas|pinchos|choripan|carne asada|bbq',
    'Prepara la mesa con un adulto|Aléjate; el adulto cuida la parrilla|Ensarta verduras con un adulto|El adulto gira con pinzas|+Sopla la comida antes de comer|+Ayuda a recoger platos y basura',
  ),
};

// ── Plan para una meta sin familia: con el verbo y el objeto de la propia meta ──

const MAKING_VERB =
  /^(construir|hacer|dibujar|pintar|crear|preparar|cocinar|escribir|plantar|decorar|arreglar|terminar|fabricar|montar|diseñar)$/i;
const words = (text: string) => text.split(' ').filter(Boolean).length;

/** La meta dicha al niño: «quiero construir mi cabaña» → «construir tu cabaña». */
export function frasePropia(goal: string): string {
  return goal
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!¡¿?]+/g, '')
    .replace(/^(?:yo )?(?:quiero|voy a|tengo que|me gustaria|me gustaría|necesito)\s+/i, '')
    .replace(/^aprender a\s+/i, '')
    .replace(/\bmis\b/gi, 'tus')
    .replace(/\bmi\b/gi, 'tu')
    .replace(/\bconmigo\b/gi, 'contigo')
    .replace(/^(\p{L}+(?:ar|er|ir))me\b/iu, '$1te')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
}

function spanishFallback(goal: string, young: boolean): string[] {
  const phrase = frasePropia(goal);
  const usable = phrase.length > 0 && phrase.length <= 40;
  const verb = phrase.split(' ')[0] ?? '';
  const isAction = usable && /^\p{L}+(?:ar|er|ir)(?:te|se|lo|la)?$/iu.test(verb);
  let doing: string | undefined;
  let thing: string | undefined;
  if (isAction) {
    doing = phrase;
    const object = /^(un|una|el|la|tu|los|las|unos|unas|tus)\s+(.+)$/i.exec(
      phrase.slice(verb.length).trim(),
    );
    if (MAKING_VERB.test(verb) && object) {
      const article = { un: 'el', una: 'la', unos: 'los', unas: 'las' }[
        (object[1] ?? '').toLowerCase()
      ];
      thing = `${article ?? object[1]} ${object[2]}`;
    }
  } else if (usable) {
    thing = /^(el|la|los|las|tu|tus)\s/i.test(phrase) ? phrase : `tu meta: ${phrase}`;
    doing = /^tu meta/.test(thing) ? undefined : `preparar ${thing}`;
  }
  if (young) {
    return [
      doing && words(doing) <= 3 ? `Piensa cómo ${doing}` : 'Cuéntale tu plan a un adulto',
      'Busca lo que necesitas',
      'Haz una parte pequeña',
      'Enséñaselo a un adulto',
    ];
  }
  return [
    doing ? `Piensa cómo ${doing}` : thing ? `Piensa bien en ${thing}` : 'Piensa bien en tu meta',
    thing && !thing.startsWith('tu meta')
      ? `Reúne lo que necesitas para ${thing}`
      : 'Reúne lo que necesitas',
    '+Pide ayuda a un adulto con lo más difícil',
    'Empieza por la parte más fácil',
    '+Descansa un poco y sigue',
    '+Sigue poco a poco',
    thing && !thing.startsWith('tu meta')
      ? `Enséñale ${thing} a alguien`
      : 'Cuéntale a alguien cómo te fue',
  ];
}

export const es: LanguagePack<FamilyId> = {
  language: 'es',
  families,
  synonyms: {
    // «una» (el artículo) no es «uñas», y el «play» de una meta en inglés no es «playa».
    una: 'un',
    play: 'jugar',
    recoja: 'recoger',
    recojan: 'recoger',
    recojo: 'recoger',
    ponga: 'poner',
    pongan: 'poner',
    pongo: 'poner',
    haga: 'hacer',
    hagan: 'hacer',
    hago: 'hacer',
    lea: 'leer',
    lee: 'leer',
    leo: 'leer',
    duerma: 'dormir',
    duerme: 'dormir',
    duermo: 'dormir',
    duerman: 'dormir',
    vista: 'vestir',
    vistan: 'vestir',
    juegue: 'jugar',
    juega: 'jugar',
    pida: 'pedir',
    pide: 'pedir',
    pido: 'pedir',
    acueste: 'acostar',
    acuesta: 'acostar',
    acuesto: 'acostar',
    muerda: 'morder',
    muerde: 'morder',
    cuente: 'contar',
    sirva: 'servir',
    sirve: 'servir',
    despierte: 'despertar',
    despierta: 'despertar',
    quiera: 'querer',
    tenga: 'tener',
    vaya: 'ir',
    va: 'ir',
    salga: 'salir',
    traiga: 'traer',
    diga: 'decir',
    dice: 'decir',
    frutita: 'fruta',
    frutitas: 'frutas',
    lechita: 'leche',
    aguita: 'agua',
    verdurita: 'verdura',
    verduritas: 'verduras',
    vaño: 'baño',
    aser: 'hacer',
    acer: 'hacer',
    berduras: 'verduras',
    berdura: 'verdura',
    manitos: 'manos',
    manitas: 'manos',
    camita: 'cama',
    solito: 'solo',
    solita: 'sola',
    zapatitos: 'zapatos',
    juguetitos: 'juguetes',
    sapatos: 'zapatos',
    sapato: 'zapato',
    sapatillas: 'zapatillas',
    jugetes: 'juguetes',
    recojer: 'recoger',
    deveres: 'deberes',
    deverez: 'deberes',
    dientez: 'dientes',
    nadarr: 'nadar',
    bisicleta: 'bicicleta',
    cepiyarse: 'cepillarse',
    cepiyar: 'cepillar',
    lavarce: 'lavarse',
    pijamita: 'pijama',
    auto: 'coche',
    carro: 'coche',
    compu: 'ordenador',
    celu: 'celular',
    pileta: 'piscina',
    alberca: 'piscina',
    lentes: 'gafas',
    anteojos: 'gafas',
    kiero: 'quiero',
    qiero: 'quiero',
    aprendr: 'aprender',
    resbalin: 'tobogan',
    su: 'mi',
    sus: 'mi',
    // «mis» se lee «mi»: sin esto, «mis hijos» encuentra «misa» (las dos quedan en «mis»).
    mis: 'mi',
    tu: 'mi',
    tus: 'mi',
    mami: 'mama',
    papi: 'papa',
    perrito: 'perro',
    gatito: 'gato',
    bici: 'bicicleta',
    cole: 'colegio',
    tele: 'television',
    peli: 'pelicula',
    dientitos: 'dientes',
  },
  fallback: spanishFallback,
};
