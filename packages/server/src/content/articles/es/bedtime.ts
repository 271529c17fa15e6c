import { html, type ArticleTranslation } from '../../article';

export const bedtime: ArticleTranslation = {
  title: 'Una rutina para ir a dormir que funciona',
  runningTitle:
    'Los mismos pasos tranquilos en el mismo orden: cómo una rutina ayuda a dormir a los niños pequeños',
  content: html(
    '<p>El sueño influye en casi todo el día de un niño pequeño: el humor, la atención, el apetito y la paciencia. Entre los tres y los cinco años, los niños necesitan dormir entre diez y trece horas cada veinticuatro horas, y entre los seis y los siete, de nueve a doce. Muchos duermen menos, a menudo porque la hora de acostarse se ha convertido en una negociación.</p>',
    '<h2>La rutina anuncia el sueño</h2>',
    '<p>Una rutina para ir a dormir es una serie corta de pasos tranquilos que se hacen en el mismo orden cada noche. En unas semanas, los propios pasos empiezan a decirle al cuerpo que llega la hora de dormir. Las investigaciones sobre el sueño infantil coinciden: una rutina regular ayuda a los niños a dormirse antes y a despertarse menos por la noche.</p>',
    '<h2>Una rutina de cuatro pasos</h2>',
    '<p>Que sea lo bastante corta para poder mantenerla las noches de cansancio, idealmente de veinte a treinta minutos. Un esquema habitual es:</p>',
    '<ol>',
    '<li>Baño o aseo, y pijama.</li>',
    '<li>Lavarse los dientes e ir al baño.</li>',
    '<li>Uno o dos cuentos en la cama.</li>',
    '<li>Una canción, un abrazo y luz apagada.</li>',
    '</ol>',
    '<p>Los pasos concretos importan menos que hacerlos en el mismo orden cada noche, también los fines de semana cuando se pueda.</p>',
    '<h2>Baja las luces y apaga las pantallas</h2>',
    '<p>La luz intensa por la noche, sobre todo la de las pantallas, retrasa las señales de sueño del cuerpo. Apaga las pantallas al menos una hora antes de acostarse y baja las luces durante la rutina. Los juegos movidos y las peleas de broma, mejor a primera hora de la tarde.</p>',
    '<h2>Deja que tu hijo lleve una parte</h2>',
    '<p>Los niños se resisten menos a una rutina cuando tienen algo de control. Ofrécele pequeñas elecciones dentro de la rutina: qué pijama, qué dos cuentos, qué canción. Un cartel con dibujos de los pasos le permite ver qué viene después y marcar lo que ya ha hecho, y un niño que dirige su propia rutina tiene menos motivos para discutir.</p>',
    '<h2>Cómo responder a los «uno más»</h2>',
    '<p>Un vaso de agua más, un cuento más, un abrazo más: todas las familias conocen la lista. Incluye las peticiones de siempre en la propia rutina, de modo que el vaso de agua forme parte del segundo paso y el último abrazo del cuarto. Una vez apagada la luz, responde con calma y brevedad a cualquier otra petición, y da la misma respuesta cada noche. La constancia es lo que hace que una rutina funcione.</p>',
    '<h2>Dale tiempo</h2>',
    '<p>Una rutina nueva suele tardar dos o tres semanas en asentarse. Habrá noches malas, sobre todo con enfermedades o en vacaciones. Vuelve a los mismos pasos en cuanto puedas, y la rutina volverá a hacer su trabajo.</p>',
  ),
};
