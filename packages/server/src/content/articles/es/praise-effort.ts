import { html, type ArticleTranslation } from '../../article';

export const praiseEffort: ArticleTranslation = {
  title: 'Elogia el esfuerzo, no el talento',
  runningTitle:
    'Lo que decimos después de un éxito influye en cómo afrontan los niños el siguiente reto',
  content: html(
    '<p>«¡Qué listo eres!». Es una de las frases más naturales del mundo para una madre o un padre, y nace del cariño. Sin embargo, la investigación sobre la motivación indica que la forma en que elogiamos a los niños influye muchísimo en cómo se enfrentan a las dificultades. Este artículo es para las familias que quieren que sus elogios den a sus hijos orgullo y también capacidad de seguir adelante.</p>',
    '<h2>Qué descubrieron los estudios</h2>',
    '<p>En estudios muy conocidos con niños en edad escolar, los que recibían elogios por ser listos después de resolver unos rompecabezas elegían luego con más frecuencia rompecabezas fáciles, y abandonaban antes los difíciles, que los que recibían elogios por su esfuerzo. Que les llamaran listos convertía el fracaso en una amenaza para su identidad. Que les elogiaran el esfuerzo convertía un rompecabezas difícil en una oportunidad de volver a intentarlo.</p>',
    '<p>Los más pequeños todavía se están formando una idea sobre sus capacidades, así que la etapa de infantil es un buen momento para sentar el patrón.</p>',
    '<h2>Describe lo que ha hecho tu hijo</h2>',
    '<p>El elogio más útil es concreto. En lugar de una etiqueta general, describe lo que has visto:</p>',
    '<ul>',
    '<li>«Has probado con piezas distintas hasta que ha encajado el puzle».</li>',
    '<li>«Has pedido ayuda cuando te has atascado. Ha sido buena idea».</li>',
    '<li>«Has practicado esa canción todos los días y ahora te la sabes entera».</li>',
    '</ul>',
    '<p>Un elogio concreto le dice a tu hijo qué repetir la próxima vez. Además, demuestra que de verdad estabas mirando, algo que a los niños les importa más que cualquier palabra.</p>',
    '<h2>Elogia la estrategia, no solo el esfuerzo</h2>',
    '<p>El esfuerzo no lo es todo: intentar lo mismo una y otra vez sin conseguirlo es frustrante. Fíjate cuando tu hijo cambia de estrategia, hace una pregunta o se toma un descanso y vuelve. Son los hábitos de quien aprende bien.</p>',
    '<h2>No te pases con los elogios</h2>',
    '<p>Los niños notan enseguida cuando un elogio es automático. Si todo es «increíble», la palabra pierde su valor. Guarda los elogios para el esfuerzo y el progreso reales y tendrán más peso. En el día a día, basta con una sonrisa, un pulgar arriba o simplemente describir lo que ves («Has terminado el dibujo»).</p>',
    '<h2>Qué decir después de un fracaso</h2>',
    '<p>Cuando algo sale mal, resiste tanto las ganas de rescatarle como las de criticar. Reconoce lo que siente («Qué rabia, ¿verdad?») y mira hacia delante: «¿Qué podríamos probar la próxima vez?». Así aprende que un tropiezo es información, no un veredicto.</p>',
    '<h2>Pruébalo durante una semana</h2>',
    '<p>Durante una semana, fíjate en cuántas veces usas etiquetas como listo, inteligente o «es que se le da bien». Cada vez, intenta cambiar una por una descripción del esfuerzo o de la estrategia. A muchas familias el cambio les resulta raro al principio y natural en pocos días, y ven que sus hijos empiezan a describir sus propios esfuerzos de la misma manera.</p>',
  ),
};
