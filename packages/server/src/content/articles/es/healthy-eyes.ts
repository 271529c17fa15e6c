import { html, type ArticleTranslation } from '../../article';

export const healthyEyes: ArticleTranslation = {
  title: 'Ojos sanos: tiempo al aire libre y descansos de pantalla',
  runningTitle:
    'Luz natural, buena distancia y revisiones periódicas: hábitos sencillos que protegen la vista de los niños',
  content: html(
    '<p>Los ojos de los niños siguen desarrollándose durante los primeros años de colegio. La miopía, que hace que lo lejano se vea borroso, se ha vuelto mucho más frecuente en niños de todo el mundo en las últimas décadas. Los genes influyen, pero los hábitos diarios también, y varios de los que más protegen son sencillos y gratis.</p>',
    '<h2>Tiempo al aire libre</h2>',
    '<p>Estudios de varios países han observado que los niños que pasan más tiempo al aire libre tienen menos probabilidades de volverse miopes. Tanto la luz natural como mirar a lo lejos parecen ayudar. Muchos especialistas recomiendan intentar pasar unas dos horas fuera cada día, repartidas entre el camino al cole, el parque y los paseos del fin de semana. No tiene por qué ser deporte: cualquier rato al aire libre cuenta.</p>',
    '<h2>Descansos en el trabajo de cerca</h2>',
    '<p>Mirar algo cercano durante mucho tiempo, ya sea una tableta, un libro o un dibujo, obliga al ojo a esforzarse para enfocar. Los descansos frecuentes ayudan. Una regla sencilla que hasta los más pequeños pueden seguir es la regla 20-20-20: cada veinte minutos, mirar durante veinte segundos algo que esté a unos seis metros. Con los peques, conviértelo en un juego: «¿Ves algún pájaro por la ventana?».</p>',
    '<h2>Pantallas a distancia</h2>',
    '<p>Los niños pequeños suelen sujetar las tabletas muy cerca de la cara. Anímales a mantenerlas a la distancia de su antebrazo, y mejor una pantalla grande y lejana, como la tele al otro lado del salón, que un móvil pegado a los ojos. Una habitación bien iluminada también ayuda.</p>',
    '<h2>Señales a las que prestar atención</h2>',
    '<p>Los niños pequeños rara vez se quejan de la vista, porque no saben que los demás ven con más nitidez. Estate atento a señales como:</p>',
    '<ul>',
    '<li>sentarse muy cerca de la tele o acercarse mucho los libros;</li>',
    '<li>entornar los ojos, frotárselos a menudo o ladear la cabeza;</li>',
    '<li>dolores de cabeza o ojos cansados después de trabajar de cerca;</li>',
    '<li>perderse a menudo al mirar dibujos o palabras.</li>',
    '</ul>',
    '<p>Si notas alguna de ellas, pide cita para una revisión de la vista. Aunque no haya ninguna señal, merece la pena hacerle una antes de empezar primaria; en muchos sitios la revisión infantil es gratuita.</p>',
    '<h2>Hazlo parte del día</h2>',
    '<p>La forma más fácil de cuidar los ojos es convertir los hábitos sanos en rutina en lugar de en normas que recordar. Id andando a la guardería cuando podáis, planead un rato de juego fuera después de las pantallas y mantened el juego del 20-20-20 en las sesiones largas de dibujo o lectura. Estos hábitos también mejoran el sueño, el humor y la forma física, así que toda la familia sale ganando.</p>',
  ),
};
