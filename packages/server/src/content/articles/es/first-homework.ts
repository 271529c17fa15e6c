import { html, type ArticleTranslation } from '../../article';

export const firstHomework: ArticleTranslation = {
  title: 'Los primeros deberes, sin lágrimas',
  runningTitle:
    'Cómo acompañar con calma a los niños de 5 a 7 años en sus primeras tareas del colegio',
  content: html(
    '<p>Los primeros deberes de primaria suelen ser poca cosa: un libro de lectura, una hoja de caligrafía, unas cuantas sumas. Pero para un niño de cinco o seis años, al final de un día largo, pueden parecer enormes. Cómo vaya ese primer año de deberes influye durante años en lo que siente ante el trabajo escolar, así que merece la pena empezar con buen pie.</p>',
    '<h2>Elige bien el momento</h2>',
    '<p>La mayoría de los niños pequeños salen del cole cansados y con hambre. Dale la merienda y un rato para jugar antes de pedirle que se concentre. En muchas familias, lo que mejor funciona es un rato corto antes de la cena. Intenta que sea siempre a la misma hora, para que los deberes formen parte de la rutina y no sean una discusión diaria.</p>',
    '<h2>Que sea corto</h2>',
    '<p>A esta edad, de diez a quince minutos es más que suficiente. Si los deberes llevan mucho más tiempo, algo falla: quizá son demasiado difíciles, quizá tu hijo está demasiado cansado o hay demasiadas distracciones. No pasa nada por parar y comentárselo a su maestra o maestro. Prefieren saberlo a recibir un trabajo terminado entre lágrimas.</p>',
    '<h2>Prepara un espacio tranquilo</h2>',
    '<p>Un trozo de mesa despejado, buena luz, los lápices preparados y ninguna pantalla a la vista marcan una gran diferencia. Los niños pequeños se distraen con facilidad, así que aparta los juguetes y el ruido de los hermanos durante esos pocos minutos.</p>',
    '<h2>Divídelo en pasos</h2>',
    '<p>Una hoja con diez sumas puede parecer una montaña. Tapa casi toda la hoja y enséñale una fila cada vez, o acordad pasos pequeños: «Primero estas tres, luego nos estiramos, luego las tres siguientes». Marcar cada paso da sensación de avance. En TaskBoard, una meta con tres tareas pequeñas cumple la misma función, y a los niños les encanta pasarlas a «Hecho».</p>',
    '<h2>Ayuda, pero no los hagas por él</h2>',
    '<p>Es tentador corregir cada error o darle la respuesta. Mejor hazle preguntas: «¿Por qué sonido empieza esa palabra?», «¿Puedes contarlo con los dedos?». Si de verdad se ha atascado, enséñale un ejemplo parecido y deja que intente el de verdad. Los deberes son para que practique él; los errores le muestran a la maestra qué tiene que enseñar después.</p>',
    '<h2>Fíjate en el esfuerzo</h2>',
    '<p>Termina cada rato de deberes con algo positivo sobre cómo ha trabajado: «Hoy te has concentrado muy bien» o «Has encontrado esa palabra difícil tú solo». Un niño que se siente capaz tiene más ganas de volver a sentarse mañana.</p>',
    '<h2>Cuando siempre acaba mal</h2>',
    '<p>Si los deberes terminan a menudo en lágrimas, habla con su maestra o maestro. Puede que haya algo que le haga el trabajo más difícil de lo que debería, como alguna dificultad con la lectura o con la atención, y hablarlo pronto ayuda.</p>',
  ),
};
