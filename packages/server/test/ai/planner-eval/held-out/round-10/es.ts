import type { EvalCase } from '../../types';

/**
 * Held-out round 10, Spanish: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them (short phrases, whole sentences, the odd typo or missing accent, words
 * of Spain and of Latin America), each with the words a relevant plan names beyond the goal's
 * own (relevance.ts), decided when the goal was written. Written on 2026-11-27 without reading
 * the planner's library or matcher, committed before any library change it may prompt, and
 * never edited: a later round adds a new directory.
 */
export const esHeldOut: EvalCase[] = [
  [
    'no hay manera de que se lave los dientes',
    'cepillo|pasta|escupir|enjuagar|dos minutos|canción|espejo|lavabo',
  ],
  [
    'salir de casa a las 8 sin gritar a nadie',
    'zapatos|abrigo|mochila|desayuno|despertador|lista|reloj|noche antes',
  ],
  [
    'tarda muchisimo en vestirse por las mañanas',
    'ropa|calcetines|reloj|temporizador|pantalón|camiseta|noche anterior|zapatos',
  ],
  ['ponerse el jersey del derecho', 'etiqueta|delante|detrás|cabeza|mangas|brazos|revés|tirar'],
  ['que se ponga la playera ella sola', 'cabeza|brazos|mangas|etiqueta|delante|tirar|espejo|cajón'],
  ['hacerle una coleta sin que llore', 'peine|goma|cepillo|desenredar|nudos|espejo|spray|pelo'],
  ['mi hija solo come pasta y pan', 'verdura|fruta|probar|plato|pollo|bocado|salsa|nueva'],
  ['que no pique entre horas', 'merienda|fruta|agua|horario|comida|hambre|cena|armario'],
  [
    'tomarse la sopa sin mancharse entero',
    'cuchara|plato|servilleta|babero|soplar|sentado|despacio|inclinarse',
  ],
  [
    'aprender a cortar la carne con cuchillo',
    'tenedor|trozos|sujetar|plato|pequeños|practicar|despacio|serrar',
  ],
  ['todavia hace caca en el pañal', 'orinal|váter|inodoro|sentarse|limpiar|cadena|rutina|pegatina'],
  ['ya no quiere llevar pañal para dormir', 'pis|baño|váter|cama|beber|protector|orinal|sábana'],
  [
    'tirar de la cadena y bajar la tapa',
    'inodoro|váter|lavarse las manos|jabón|papel|botón|asiento|retrete',
  ],
  ['ducharse en vez de bañarse', 'agua|champú|jabón|toalla|temperatura|cabeza|enjuagar|alcachofa'],
  ['lavarse bien detras de las orejas', 'jabón|esponja|toalla|secar|agua|cuello|baño|manopla'],
  [
    'que se ponga el pijama y elija el cuento antes de las 8',
    'baño|dientes|cama|libro|luz|leer|abrazo|rutina',
  ],
  ['acostarlo me lleva dos horas cada noche', 'rutina|baño|cuento|dientes|luz|pijama|cama|horario'],
  [
    'se levanta mil veces despues de apagar la luz',
    'habitación|puerta|premio|tabla|lamparita|cuento|volver|tranquilo',
  ],
  [
    'recoger el cuarto de juegos antes de que venga la abuela',
    'juguetes|cajas|cesta|estantería|libros|suelo|guardar|temporizador',
  ],
  [
    'quiere ayudarme a hacer la cena los viernes',
    'remover|lavar|verduras|delantal|cuchara|bol|horno|medir',
  ],
  [
    'guardar su ropa limpia en el armario',
    'calcetines|camisetas|pantalones|doblar|cajón|perchas|calzones|estante',
  ],
  [
    'dar de comer a los conejos y cambiarles el agua',
    'heno|pienso|bebedero|zanahoria|jaula|limpiar|verdura|cuenco',
  ],
  ['cuidar a nuestro gatito nuevo', 'comida|arena|agua|jugar|acariciar|suave|cama|plato'],
  [
    'llevar al perro a dar la vuelta a la manzana',
    'correa|bolsa|collar|acera|premio|calle|caca|paseo',
  ],
  [
    'sacar las papas del huerto con el abuelo',
    'pala|tierra|cubo|botas|guantes|lavar|cesta|rastrillo',
  ],
  ['sembrar berros en un algodon', 'semillas|agua|vaso|ventana|luz|regar|pulverizador|crecer'],
  [
    'pega cuando pierde un juego',
    'respirar|calma|enfado|palabras|sentimientos|contar|abrazo|rincón',
  ],
  [
    'mi niña llora por cualquier cosa',
    'sentimientos|abrazo|palabras|calma|respirar|hablar|triste|emociones',
  ],
  [
    'da portazos cuando se enoja',
    'enfado|calma|respirar|palabras|contar|puerta|rincón|sentimientos',
  ],
  [
    'mis dos hijos se pelean por quien va primero',
    'turnos|moneda|justo|tabla|temporizador|acuerdo|compartir|calendario',
  ],
  [
    'jugar bien con sus primos en navidad',
    'compartir|turnos|juguetes|juego|amable|perdón|juntos|cuidado',
  ],
  [
    'ser amable con la niña nueva de su clase',
    'hola|nombre|jugar|compartir|invitar|sonreír|amiga|recreo',
  ],
  [
    'que se acostumbre a la nueva cuidadora',
    'visita|despedida|foto|peluche|rutina|abrazo|recoger|hablar',
  ],
  [
    'dejar preparados los zapatos y la mochila para el cole',
    'entrada|abrigo|libro|botella|noche antes|percha|almuerzo|agenda',
  ],
  [
    'aprender a leer su nombre',
    'letras|sonidos|sílabas|tarjetas|escribir|señalar|practicar|cartel',
  ],
  [
    'escribir las letras en mayuscula',
    'lápiz|repasar|líneas|papel|abecedario|practicar|copiar|cuaderno',
  ],
  ['contar 10 uvas para la merienda', 'números|diez|señalar|plato|dedos|tocar|cuenco|uno a uno'],
  ['escribe los numeros al reves', 'lápiz|repasar|practicar|papel|copiar|línea|modelo|puntos'],
  [
    'que se siente a escuchar un cuento entero',
    'dibujos|páginas|preguntas|sofá|leer|personajes|tranquilo|pasar',
  ],
  [
    'ir a la biblioteca a sacar libros el sabado',
    'carnet|estantería|préstamo|devolver|leer|bibliotecaria|bolsa|fecha',
  ],
  [
    'dibujar una casa con ventanas y puerta',
    'lápiz|ceras|cuadrado|triángulo|tejado|pintar|papel|chimenea',
  ],
  [
    'hacer una mascara con un plato de carton',
    'tijeras|pegamento|pintura|goma|ojos|agujeros|colores|cuerda',
  ],
  [
    'decorar galletas con glaseado',
    'azúcar|fideos de colores|cuchara|bol|manga|extender|plato|lavarse las manos',
  ],
  [
    'practicar el violin cinco minutos',
    'arco|cuerdas|temporizador|partitura|notas|atril|canción|afinar',
  ],
  [
    'entrenamiento de futbol los sabados por la mañana',
    'botas|espinilleras|balón|agua|equipación|entrenador|calentar|chutar',
  ],
  ['nadar un largo sin pararse', 'brazos|patada|respirar|piernas|piscina|flotar|profe|gafas'],
  [
    'ir en patinete hasta el parque y parar en la esquina',
    'casco|freno|pie|acera|calle|esperar|mirar|manillar',
  ],
  [
    'jugar a juegos de mesa sin hacer trampas',
    'dado|turnos|reglas|ficha|ganar|perder|justo|tablero',
  ],
  [
    'que juegue sola un ratito',
    'juguetes|temporizador|bloques|dibujar|puzle|libros|elegir|minutos',
  ],
  [
    'primer viaje en avion para ver a la abuela',
    'aeropuerto|maleta|cinturón|pasaporte|tablet|merienda|oídos|piloto',
  ],
  [
    'agarrarse al carrito del bebe al cruzar',
    'bordillo|mirar|coches|semáforo|esperar|parar|escuchar|calle',
  ],
  [
    'no entrar en la cocina cuando esta el horno encendido',
    'caliente|quemar|puerta|fuego|sartén|lejos|cuidado|vitro',
  ],
  ['no acercarse a la piscina sin un adulto', 'agua|valla|mano|caer|hondo|borde|flotador|vigilar'],
  [
    'no aceptar chuches de gente que no conoce',
    'desconocido|decir|seguro|adulto|maestra|alejarse|contar|mamá',
  ],
  [
    'saber llamar al 112 si pasa algo',
    'teléfono|ambulancia|dirección|nombre|policía|bomberos|emergencia|marcar',
  ],
  [
    'le toca vacuna la semana que viene y esta aterrada',
    'aguja|valiente|brazo|pegatina|enfermera|abrazo|pinchazo|médico',
  ],
  ['primera visita al dentista', 'dientes|silla|espejo|abrir|contar|valiente|pegatina|luz'],
  [
    'no se deja poner la crema del eccema',
    'piel|picor|extender|baño|hidratante|rascar|noche|suave',
  ],
  ['ganarse la paga ayudando en casa', 'monedas|tabla|hucha|ahorrar|gastar|euros|céntimos|tareas'],
  [
    'distinguir las monedas de 1 y 2 euros',
    'céntimos|contar|tienda|dinero|billete|grande|dorada|pagar',
  ],
  [
    'la tablet solo despues de los deberes y la lectura',
    'temporizador|pantalla|normas|libro|límite|minutos|terminar|apagar',
  ],
  [
    'que deje de ver caricaturas en el celular durante el desayuno',
    'pantalla|tele|comer|mesa|normas|apagar|hablar|plato',
  ],
  [
    'hacer una tarjeta para el dia del padre con su hermano',
    'papel|doblar|pegamento|ceras|dibujar|corazón|escribir|rotuladores',
  ],
  [
    'hacer la rosca de reyes con la abuela',
    'masa|horno|fruta confitada|muñequito|harina|azúcar|amasar|decorar',
  ],
  [
    'ir a ver la cabalgata de reyes',
    'caramelos|bolsa|carroza|camellos|frío|abrigo|mano|reyes magos',
  ],
  [
    'preparar la fiesta de su 5 cumple',
    'invitaciones|tarta|invitados|juegos|globos|regalos|bolsitas|comida',
  ],
  [
    'secar los platos con el trapo',
    'vasos|armario|cuidado|cubiertos|escurridor|apilar|guardar|cocina',
  ],
  ['colgar el uniforme por la noche', 'percha|armario|silla|jersey|pantalón|doblar|gancho|mañana'],
  [
    'preparar el tupper para la excursion al zoo',
    'bocadillo|fruta|agua|mochila|servilleta|yogur|zumo|fiambrera',
  ],
  [
    'abrocharse el cinturon de la sillita',
    'hebilla|clic|apretar|correas|hombros|coche|elevador|pecho',
  ],
  ['kiero aprender a saltar la cuerda', 'comba|girar|pies|contar|brazos|ritmo|rodillas|muñecas'],
  ['puedo tener un pez', 'pecera|comida|agua|limpiar|alimentar|tienda|filtro|cuidar'],
  [
    'ir a la posada de navidad con los primos',
    'piñata|velas|villancicos|ponche|aguinaldo|peregrinos|cantar|dulces',
  ],
  [
    'que no corra en el estacionamiento del super',
    'mano|coches|carrito|auto|parar|esperar|cuidado|adulto',
  ],
  [
    'armar la pileta de lona en el patio',
    'agua|manguera|inflar|adulto|vigilar|protector solar|toalla|llenar',
  ],
];
