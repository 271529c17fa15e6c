import { html, type ArticleTranslation } from '../../article';

export const calmCorner: ArticleTranslation = {
  title: 'Cómo crear un rincón de la calma en casa',
  runningTitle:
    'Un espacio pequeño y acogedor donde las emociones grandes se van calmando, y cómo presentarlo',
  content: html(
    '<p>Los niños pequeños lo sienten todo con intensidad y muy deprisa. La alegría, el enfado, la decepción y el miedo pueden llegar en cuestión de minutos, y un niño de tres años tiene muy pocas herramientas para volver a la calma. El rincón de la calma es una de ellas: un lugar pequeño y cómodo de casa al que el niño puede ir para sentirse mejor.</p>',
    '<h2>El rincón de la calma no es un castigo</h2>',
    '<p>La diferencia importa. El clásico «tiempo fuera» aparta al niño como consecuencia de algo. El rincón de la calma es una invitación: «Pareces muy enfadado. ¿Quieres ir al rincón de la calma? Puedo ir contigo». Nunca hay que mandarlo allí como castigo, o dejará de ser un lugar seguro.</p>',
    '<h2>Qué poner en él</h2>',
    '<p>Que sea sencillo y blandito. Un cojín grande o un puf, una manta y su peluche favorito bastan para empezar. Después, añade algunas cosas que ayuden al cuerpo a bajar el ritmo:</p>',
    '<ul>',
    '<li>una botellita con agua y purpurina, para agitarla y mirar cómo se posa;</li>',
    '<li>una tarjeta con dibujos que muestre cómo coger aire despacio, como oliendo una flor, y soltarlo despacio, como soplando una vela;</li>',
    '<li>unas cuantas tarjetas de emociones con caras sencillas: contento, triste, enfadado, asustado, cansado;</li>',
    '<li>uno o dos cuentos tranquilos.</li>',
    '</ul>',
    '<p>Deja fuera las pantallas y los juguetes ruidosos. El rincón debería ser el lugar más tranquilo de la casa.</p>',
    '<h2>Preséntalo un día bueno</h2>',
    '<p>Nadie aprende a usar una herramienta nueva en plena rabieta. Enseña el rincón de la calma cuando todos estéis relajados. Montadlo juntos, deja que tu hijo elija la manta y practicad la tarjeta de respiración como si fuera un juego. Turnaos para hacer como que estáis enfadados y luego usar el rincón. Reírse ahora hará que sea más fácil usarlo después.</p>',
    '<h2>Al principio, id juntos</h2>',
    '<p>Al principio, la mayoría de los niños necesitan a un adulto cerca. Siéntate a su lado, habla muy poco y respira despacio tú también. Tu cuerpo tranquilo ayuda al suyo a tranquilizarse. Con los meses, muchos niños empiezan a ir solos, y eso es un gran paso en la gestión de sus emociones.</p>',
    '<h2>Hablad después, no durante</h2>',
    '<p>Cuando tu hijo se haya calmado, podéis poner nombre a lo que ha pasado: «Estabas enfadado porque se cayó la torre. Luego fuiste al rincón de la calma y ahora estás mejor». Que sea breve y cariñoso. Le estás ayudando a unir la emoción, la herramienta y el alivio, para que la próxima vez se acuerde del rincón un poco antes.</p>',
    '<p>El rincón de la calma no evitará todas las rabietas. Le da a tu hijo un sitio adonde ir con una emoción que le queda grande, y ese regalo dura mucho más allá de la etapa de infantil.</p>',
  ),
};
