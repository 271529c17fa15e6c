import { html, type ArticleTranslation } from '../../article';

export const screenTime: ArticleTranslation = {
  title: 'Pantallas a la medida de tu familia',
  runningTitle:
    'Límites claros, buenos contenidos y momentos sin pantallas: un plan práctico para madres y padres',
  content: html(
    '<p>Las pantallas forman parte de la vida familiar, y hacer como si no existieran rara vez funciona. La pregunta útil no es «¿pantallas sí o no?», sino cuánto, qué contenidos y cuándo. Este artículo está pensado para las familias: un plan sencillo que puedes adaptar, en lugar de una lista de normas que hacen que todo el mundo se sienta culpable.</p>',
    '<h2>Qué dicen las recomendaciones</h2>',
    '<p>Muchas asociaciones de pediatría aconsejan, para niños de dos a cinco años, alrededor de una hora al día de contenidos de calidad, a ser posible vistos con un adulto, y límites constantes para los mayores. Estas cifras son orientaciones, no leyes. Lo que más importa es que las pantallas no le quiten sitio al sueño, al juego activo, a la lectura ni al rato de charla contigo.</p>',
    '<h2>Empieza por lo que no se puede sustituir</h2>',
    '<p>En lugar de contar primero los minutos, haz una lista de lo que tu hijo necesita cada día: entre diez y trece horas de sueño de los tres a los cinco años, al menos una hora de juego activo, comidas en familia y un rato con libros. Planifica eso primero. Las pantallas encajan en lo que queda, que muchas veces es menos de lo que parecía.</p>',
    '<h2>Elige contenidos, no solo minutos</h2>',
    '<p>Treinta minutos de un programa pausado que cuenta una historia no tienen nada que ver con treinta minutos de vídeos cortos que se reproducen uno detrás de otro. Un buen contenido para niños pequeños tiene una historia clara, un ritmo tranquilo y ningún scroll infinito. Las aplicaciones que les permiten crear algo, como dibujar o construir, suelen ser mejores que las diseñadas para que sigan mirando.</p>',
    '<h2>Marca bien el principio y el final</h2>',
    '<p>A los niños pequeños les cuesta dejar una actividad que les gusta, sobre todo si está pensada para no terminar nunca. Ayúdales con límites que se vean:</p>',
    '<ul>',
    '<li>Poneos de acuerdo antes de encender: «Dos capítulos y luego nos vamos al parque».</li>',
    '<li>Usa un temporizador que tu hijo pueda ver y avísale unos minutos antes del final.</li>',
    '<li>Ten preparada la siguiente actividad, para que el final de la pantalla sea el principio de otra cosa.</li>',
    '</ul>',
    '<h2>Reserva lugares y momentos sin pantallas</h2>',
    '<p>A muchas familias les resulta más fácil proteger lugares y momentos que contar minutos. Lo más habitual es no usar pantallas en las comidas, no tenerlas en los dormitorios y apagarlas la hora antes de dormir, porque tanto la luz de la pantalla como los contenidos emocionantes dificultan conciliar el sueño.</p>',
    '<h2>Mirad juntos cuando podáis</h2>',
    '<p>Sentarte con tu hijo durante parte de su rato de pantalla lo convierte en tiempo compartido. Pregúntale qué cree que va a pasar, pon nombre a lo que sienten los personajes y relaciona la historia con su vida. Los niños aprenden mucho más de un programa cuando un adulto lo comenta con ellos.</p>',
    '<h2>Revisa también tus hábitos</h2>',
    '<p>Los niños copian lo que ven. Si ven a menudo a su madre o a su padre mirando el móvil en la mesa, la norma de «nada de móviles en la cena» les parecerá injusta. Un plan familiar que incluya a los adultos convence más y es más fácil de cumplir.</p>',
  ),
};
