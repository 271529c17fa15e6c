import { html, type ArticleTranslation } from '../../article';

export const readingTogether: ArticleTranslation = {
  title: 'Leer juntos, diez minutos al día',
  runningTitle:
    'Pequeños hábitos de lectura diarios que fortalecen el lenguaje, la atención y el amor por los libros',
  content: html(
    '<p>Leer en voz alta con tu hijo es uno de los hábitos con más respaldo en el aprendizaje temprano. Los niños a los que se les lee con regularidad oyen muchas más palabras, aprenden cómo funcionan las historias y relacionan los libros con cariño y atención. La buena noticia: no hace falta mucho tiempo. Diez minutos al día, casi todos los días, suman decenas de horas al año.</p>',
    '<h2>Hablad del libro, no solo de las palabras</h2>',
    '<p>Lo más valioso de leer juntos suele ser la conversación que surge alrededor. En lugar de leer de un tirón, haz pausas y plantea preguntas abiertas:</p>',
    '<ul>',
    '<li>«¿Qué crees que va a pasar ahora?»</li>',
    '<li>«¿Por qué está triste el oso?»</li>',
    '<li>«¿Qué harías tú si fueras el conejito?»</li>',
    '</ul>',
    '<p>Deja que señale, comente e interrumpa. Un libro que dura el doble por culpa de las preguntas está cumpliendo su función.</p>',
    '<h2>Leed el mismo libro otra vez (y otra, y otra)</h2>',
    '<p>Los niños pequeños suelen pedir el mismo cuento muchísimas veces. Puede poner a prueba la paciencia de cualquiera, pero la repetición es su manera de aprender: anticipan palabras, se fijan en detalles y empiezan a «leer» contigo. Prueba a dejar sin decir la última palabra de una rima para que la complete tu hijo.</p>',
    '<h2>Señala el texto</h2>',
    '<p>A partir de los cuatro años, pasa de vez en cuando el dedo por debajo de las palabras. Así descubre que se lee de izquierda a derecha y que las marcas de la página corresponden a las palabras que dices. Señálale las letras de su nombre cuando aparezcan. Estos pequeños momentos ponen las bases de la lectura sin ninguna clase formal.</p>',
    '<h2>Deja que elija</h2>',
    '<p>Los niños leen más cuando eligen qué leer. Id juntos a la biblioteca y deja que escoja él, aunque sea un libro de excavadoras por décima semana seguida. Añade también libros elegidos por ti: cuentos, poesías y libros sencillos de divulgación sobre animales, el espacio o el cuerpo humano.</p>',
    '<h2>Buscad un momento fijo</h2>',
    '<p>La lectura se mantiene mejor cuando tiene su sitio en el día. La hora de dormir es el clásico, pero después del desayuno o nada más volver de la guardería funciona igual de bien. Cuando leer forma parte de la rutina, no hay que negociarlo.</p>',
    '<h2>El reto de esta semana</h2>',
    '<p>Leed juntos diez minutos cinco días esta semana. En TaskBoard, cada día puede ser una tarea que tu hijo pasa a «Hecho» después del cuento. El último día, pídele que te «lea» su libro favorito contando la historia a partir de los dibujos. Te sorprenderá todo lo que recuerda.</p>',
  ),
};
