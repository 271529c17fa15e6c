import { html, type ArticleTranslation } from '../../article';

export const littleHelpers: ArticleTranslation = {
  title: 'Pequeños ayudantes: tareas de casa de los 3 a los 7 años',
  runningTitle:
    'Tareas para cada edad que dan confianza, y cómo conseguir que ayudar siga siendo divertido',
  content: html(
    '<p>A los niños pequeños les encanta ayudar. El peque que te sigue por toda la casa intentando sujetar la escoba está mostrando justo la motivación que necesitan las tareas de casa. El reto es mantener vivo ese entusiasmo a medida que crecen, dándoles tareas de verdad que encajen con lo que saben hacer.</p>',
    '<h2>Por qué importan las tareas de casa</h2>',
    '<p>Las tareas de casa enseñan a los niños que forman parte de un equipo, que su aportación cuenta y que el esfuerzo lleva a resultados que se ven: una estantería ordenada, la mesa puesta, una planta regada. Los niños que ayudan en casa también practican a planificar, a seguir un orden y a terminar, las mismas habilidades que necesitarán en el cole.</p>',
    '<h2>Tareas por edades</h2>',
    '<p>Cada niño es distinto, así que toma esto como ideas y no como metas.</p>',
    '<ul>',
    '<li><strong>3 años:</strong> guardar los juguetes en una cesta, echar la ropa sucia al cesto, limpiar algo que se ha derramado, dar de comer a la mascota con ayuda.</li>',
    '<li><strong>4 años:</strong> poner las cucharas y las servilletas, emparejar calcetines, regar las plantas, ayudar a llevar la compra.</li>',
    '<li><strong>5 años:</strong> hacer la cama (más o menos), recoger su plato, separar el reciclaje, quitar el polvo de las baldas bajas.</li>',
    '<li><strong>De 6 a 7 años:</strong> ayudar a preparar comidas sencillas, guardar su ropa limpia, barrer un espacio pequeño, ordenar su cuarto con una lista.</li>',
    '</ul>',
    '<h2>Enseña, haced juntos y luego da un paso atrás</h2>',
    '<p>Los niños necesitan ver cómo se hace una tarea antes de poder hacerla. Primero, hazla tú mientras tu hijo mira y explícale cada paso. Después, hacedla juntos. Por último, deja que la haga él mientras tú te quedas cerca. Al principio se tarda más, pero así se aprende de verdad.</p>',
    '<h2>Acepta el «suficientemente bien»</h2>',
    '<p>Una cama hecha por un niño de cinco años tendrá bultos. Resiste la tentación de rehacerla delante de él: rehacerla le dice que su esfuerzo no ha servido. Elogia lo que ha hecho («¡Has subido el edredón hasta arriba del todo!») y deja que el nivel de exigencia suba poco a poco.</p>',
    '<h2>Que se vea lo que hace</h2>',
    '<p>Un cuadro o un tablero con cada tarea en una tarjeta le permite ver lo que ha hecho. En TaskBoard, una meta como «Ayudar con la cena» puede tener tareas como «Poner las cucharas» y «Llevar el pan», y tu hijo las pasa a «Hecho». Ver la columna «Hecho» llena ya es un premio.</p>',
    '<h2>El reto de esta semana</h2>',
    '<p>Elige una tarea nueva que encaje con la edad de tu hijo. Enséñasela, hacedla juntos y luego deja que la haga solo el resto de la semana. Al final, pregúntale qué fue lo más fácil y lo más difícil, y elegid juntos la siguiente tarea que aprender.</p>',
  ),
};
