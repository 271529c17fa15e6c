import type { EvalCase } from '../../types';

/**
 * Held-out round 14, Spanish: everyday goals a family sets for a 3–7-year-old, typed as a parent
 * or a child types them, in the Spanish of Spain and of Latin America (cole, guarde, hucha,
 * ruedines; kínder, lonchera, alberca, alcancía): short phrases, whole sentences, some lowercase
 * without accents or punctuation, some naming the child, the place or the reason. They keep to the
 * spread of family life: mornings and bedtime, dressing, meals and trying food, the toilet,
 * washing, teeth and hair, tidying and chores, pets and the garden, feelings and calming down,
 * siblings and friends, sharing and manners, nursery and school, letters, numbers and reading,
 * crafts, music, sport and play, outings (the market, the library, a museum, a train, a plane, the
 * beach), safety (roads, water, strangers, fire), the paediatrician, the dentist, the hairdresser
 * and vaccines, money, screens, nature and weather, holidays and local festivals (Reyes Magos, Día
 * de Muertos, Nochevieja, Carnaval, las Fallas, Sant Jordi), and rarer days that still come (a new
 * sibling, moving house, a plaster cast, a funeral, a wedding, a parent on night shifts, a power
 * cut, a first sleepover, a loose tooth, a hospital visit). Each lists the words a relevant plan
 * names beyond the goal's own (relevance.ts), decided when the goal was written. Written on
 * 2026-11-27 without reading the planner's library or matcher, committed before any library
 * change it may prompt, and never edited: a later round adds a new directory. Before the commit,
 * the 12 goals that a tuning set or an earlier round already held word for word were taken out, and
 * the writer added others in their place, again without reading the library; two of those held
 * by an earlier round too and were taken out without a replacement (68 goals).
 */
export const esHeldOut: EvalCase[] = [
  [
    'levantarse sin protestar los dias de cole, que todas las mañanas es una guerra',
    'desayuno|ropa|luz|estirar|canción|zapatilla|cortina|reloj',
  ],
  [
    'que mateo se quede en su cama toda la noche y no venga a la nuestra',
    'peluche|cuento|luz|premio|pegatina|calcomanía|mañana|abrazo',
  ],
  ['Ponerse el pijama solo', 'botón|manga|pierna|cabeza|cajón|brazo|pantalón|camiseta'],
  [
    'vestirse para la nieve, vamos a la sierra el finde',
    'guante|gorro|bufanda|bota|abrigo|capa|calcetín|chaqueta',
  ],
  ['Probar el pescado', 'bocado|sabor|plato|tenedor|espina|limón|lamer|oler'],
  [
    'lucía no quiere ni ver las lentejas',
    'probar|cuchara|bocado|plato|zanahoria|sabor|pequeño|pan',
  ],
  [
    'Preparar la lonchera de Camila para el kínder',
    'sándwich|fruta|agua|botella|servilleta|galleta|refrigerador|termo',
  ],
  ['Dejar el pañal de noche', 'orinal|bacinica|váter|inodoro|pis|cama|pegatina|protector'],
  [
    'en el cole le da vergüenza pedir ir al baño',
    'mano|maestra|profesora|levantar|permiso|seño|palabra|señal',
  ],
  [
    'que no llore cuando le lavo el pelo a Sofi',
    'champú|visera|toalla|jarra|ojo|aclarar|espuma|vaso',
  ],
  [
    'Cepillarse los dientes mañana y noche',
    'pasta|escupir|canción|minuto|espejo|arriba|muela|reloj',
  ],
  [
    'Cortarse el pelo sin llorar en la peluquería',
    'silla|capa|tijeras|espejo|peluquero|máquina|quieto|piruleta|cojín',
  ],
  ['hacer la cama (mas o menos)', 'sábana|almohada|edredón|estirar|peluche|colcha|manta|cojín'],
  [
    'nos han regalado un perrito y valentina quiere sacarlo ella sola',
    'correa|bolsa|caca|collar|calle|despacio|agarrar|parque',
  ],
  ['Calmarse cuando algo sale mal', 'respirar|contar|abrazo|rincón|agua|hablar|almohada|apretar'],
  ['le dan rabietas en el súper', 'lista|carro|respirar|abrazo|tarea|contar|calma|avisar|ayudar'],
  ['Dejar de pegar a su hermana', 'mano|palabra|decir|respirar|alejarse|perdón|abrazo|ayuda'],
  [
    'los primos vienen el domingo y no quiere prestar la bici',
    'turno|compartir|esperar|temporizador|cambiar|guardar|juguete|reloj',
  ],
  [
    'Saludar a los vecinos en el ascensor',
    'hola|buenos días|sonreír|mirar|adiós|mano|nombre|puerta',
  ],
  ['Empezar primero de primaria', 'mochila|maestra|clase|uniforme|lápiz|estuche|cuaderno|libro'],
  [
    'primer dia de guarde y no se quiere soltar de mi',
    'beso|abrazo|adiós|educadora|mochila|peluche|ventana|recoger|foto',
  ],
  [
    'aprender los números del 1 al 10 jugando',
    'contar|dedo|escalera|dado|bloque|piedra|canción|uno',
  ],
  ['Leer un cuento con papá antes de dormir', 'libro|página|dibujo|palabra|letra|señalar|voz|cama'],
  [
    'Hacer una piñata para el cumple de Diego',
    'globo|papel|periódico|pegamento|engrudo|caramelo|cuerda|palo',
  ],
  [
    'Aprender una canción para la función de Navidad',
    'letra|cantar|repetir|estrofa|ensayar|escenario|villancico|gesto',
  ],
  [
    'montar en bici sin ruedines antes del verano',
    'pedal|equilibrio|casco|freno|empujar|sillín|manillar|camino',
  ],
  [
    'Jugar al fútbol en el recreo sin enfadarse',
    'equipo|gol|perder|turno|portería|pase|compañero|regla',
  ],
  ['Subir al rocódromo', 'cuerda|arnés|pie|mano|agarrar|presa|casco|bajar'],
  [
    'Ir al mercado a comprar la fruta',
    'lista|bolsa|puesto|pagar|moneda|peso|manzana|elegir|naranja',
  ],
  [
    'vamos al museo del prado el sábado y quiero que no se aburra',
    'cuadro|pintura|juego|buscar|mapa|entrada|dibujar|silencio|merienda',
  ],
  [
    'Viajar en tren a casa de los abuelos en Sevilla',
    'billete|andén|asiento|ventana|maleta|merienda|estación|revisor',
  ],
  ['Ponerse crema en la playa', 'protector|sol|gorra|sombrilla|toalla|cara|hora|agua'],
  ['Cruzar la calle', 'semáforo|mirar|mano|verde|coche|paso de cebra|esperar|rojo'],
  [
    'si se pierde en la feria que sepa qué hacer',
    'policía|nombre|teléfono|caseta|quieto|pulsera|número|ayuda',
  ],
  [
    'Nunca meterse a la alberca sin un adulto',
    'flotador|borde|chaleco|vigilar|orilla|escalera|esperar|agua',
  ],
  ['Qué hacer si hay fuego', 'salir|gatear|humo|puerta|bombero|agacharse|alarma|gritar'],
  [
    'Dejar que la pediatra le mire la garganta',
    'abrir|boca|lengua|palito|linterna|luz|sacar|respirar',
  ],
  [
    'vacunas de los 6 años, está muy nerviosa',
    'brazo|enfermera|pinchazo|tirita|abrazo|valiente|respirar|manga|premio',
  ],
  ['Ir al dentista', 'sillón|boca|abrir|espejo|diente|luz|muela|pegatina|revisión'],
  ['Ahorrar para un juguete', 'hucha|alcancía|moneda|contar|semana|dibujo|tarro|paga'],
  [
    'apagar la tablet sin drama cuando se acaba el tiempo',
    'aviso|minuto|reloj|temporizador|cargar|cajón|jugar|cuento|alarma',
  ],
  ['Buscar bichos en el campo', 'lupa|piedra|hoja|tronco|bote|hormiga|caracol|mariquita|lombriz'],
  ['le dan miedo los truenos', 'rayo|contar|manta|ventana|abrazo|ruido|luz|canción|linterna'],
  [
    'Salir a pasear cuando llueve',
    'paraguas|bota|chubasquero|charco|capucha|impermeable|calcetín|saltar',
  ],
  [
    'dejar los zapatos y agua para los camellos la noche de Reyes',
    'ventana|balcón|cubo|turrón|leche|galleta|roscón|dormir|salón',
  ],
  [
    'Poner la ofrenda de Día de Muertos con la abuela',
    'cempasúchil|vela|foto|pan de muerto|calavera|papel picado|flor|altar|veladora',
  ],
  ['Comer las doce uvas en Nochevieja', 'campanada|reloj|plato|pepita|contar|tele|masticar|pelar'],
  [
    'Disfrazarse para el Carnaval del cole',
    'máscara|pintura|capa|maquillaje|gorro|peluca|desfile|ropa',
  ],
  [
    'las Fallas y los petardos, le asusta el ruido',
    'tapón|auricular|oreja|casco|distancia|lejos|mano|abrazo',
  ],
  [
    'Regalar un libro por Sant Jordi',
    'rosa|dragón|librería|elegir|envolver|dedicatoria|papel|puesto',
  ],
  ['Va a nacer su hermanito', 'bebé|muñeco|pañal|hospital|cuidar|abrazo|regalo|foto|cuna'],
  [
    'nos mudamos a Monterrey y martina no quiere dejar a sus amigas',
    'caja|foto|despedida|videollamada|dirección|carta|dibujo|visitar|habitación',
  ],
  [
    'con la escayola en el brazo, cómo bañarlo',
    'bolsa|plástico|cinta|seco|esponja|toalla|ayuda|ducha|yeso',
  ],
  [
    'explicarle a Pablo que el abuelo ha muerto y que vamos al entierro',
    'tanatorio|iglesia|flor|triste|llorar|foto|recordar|abrazo|velorio',
  ],
  [
    'Ser paje en la boda de la tía Carmen',
    'anillo|cojín|traje|caminar|despacio|novia|iglesia|ensayo|arras',
  ],
  [
    'papá trabaja de noche y ella lo extraña',
    'foto|llamada|dibujo|nota|beso|mañana|desayuno|audio|almohada',
  ],
  ['se fue la luz', 'linterna|vela|pila|oscuro|manta|cuento|sombra|juego'],
  [
    'Dormir en casa de una amiga por primera vez',
    'mochila|pijama|peluche|cepillo|llamar|teléfono|almohada|saco',
  ],
  [
    'Que Inés aprenda a pelar la mandarina ella sola',
    'uña|dedo|piel|gajo|cáscara|blanco|plato|basura',
  ],
  [
    'Estar tranquilo en la primera comunión de su prima Alba',
    'iglesia|banco|silencio|sentado|cura|vela|vestido|foto|cuento',
  ],
  [
    'se marea en el carro cada vez que vamos a Cuernavaca',
    'ventana|bolsa|aire|mirar|parar|galleta|adelante|carretera|chicle',
  ],
  [
    'Hablar con la abuela por videollamada sin irse a la mitad',
    'pantalla|cámara|enseñar|dibujo|juguete|canción|adiós|pregunta|teléfono',
  ],
  [
    'Pasar quince días de verano en el pueblo con los abuelos, sin papá ni mamá',
    'llamada|foto|maleta|calendario|carta|teléfono|cuento|peluche|dibujo',
  ],
  [
    'Ayudar a la abuela a hacer tortillas a mano',
    'masa|harina|maíz|bolita|comal|aplastar|agua|prensa|palmear',
  ],
  [
    'mi hija de 5 años se muerde las uñas',
    'dedo|mano|boca|pelota|apretar|esmalte|lima|cortar|juguete',
  ],
  [
    'no tener miedo de los cabezudos en las fiestas del pueblo',
    'mano|distancia|lejos|abrazo|máscara|disfraz|música|gigante|charanga',
  ],
  [
    'Compartir habitación con su hermano pequeño desde esta semana',
    'cama|litera|luz|cuento|hora|silencio|espacio|juguete|cajón',
  ],
  [
    'ponerse el parche en el ojo dos horas al día',
    'gafas|pegatina|reloj|dibujo|premio|piel|oftalmólogo|juego|calendario',
  ],
];
