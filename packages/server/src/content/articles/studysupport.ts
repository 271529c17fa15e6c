import { EDITORS, html, type Article } from '../article';

export const studySupport: Article = {
  urlId: 'studysupport',
  title: 'Study Support for Little Learners',
  runningTitle:
    'How to help a three-to-seven-year-old enjoy learning without turning home into school',
  author: EDITORS,
  publicationDate: '2026-01-12',
  keywords: ['study-support', 'routines', 'growth-mindset'],
  targetAge: 5,
  challenge: false,
  content: html(
    '<p>Between the ages of three and seven, children learn more than at almost any other time of life. They learn to hold a pencil, to count objects, to recognise letters and sounds, to wait their turn and to finish what they started. None of that needs worksheets at the kitchen table. What it needs is a parent who notices, makes a little space for learning and keeps it light.</p>',
    '<h2>Learning happens in short bursts</h2>',
    '<p>A young child can concentrate for roughly two to five minutes per year of age. A four-year-old who loses interest after ten minutes is not being difficult: that is simply how attention works at four. Plan learning moments that fit. Sorting socks by colour, counting stairs on the way up, finding the letter of their name on a cereal box: each takes a few minutes and each is real practice.</p>',
    '<h2>Make a small, predictable spot</h2>',
    '<p>Children settle faster when learning has a place. It does not have to be a desk. A corner of the table with a box of crayons, a few picture books and some paper is enough. When the box comes out, your child knows what kind of time it is. When it goes away, the learning time is over and play can take over again.</p>',
    '<h2>Break every task into bite-size steps</h2>',
    '<p>"Draw a picture for Grandma" is a big task for a small child. "Choose a colour, draw the sun, draw Grandma, write the first letter of your name" is four small ones, and each finished step is a little win. This is exactly why TaskBoard splits a goal into tasks that move from New to In Progress to Done. Children who see their progress are more willing to keep going.</p>',
    '<ul>',
    '<li><strong>Name the goal together.</strong> Let your child say it in their own words.</li>',
    '<li><strong>Agree on three or four steps.</strong> Fewer is better at this age.</li>',
    '<li><strong>Celebrate the last step</strong>, not just the result: "You finished every step!"</li>',
    '</ul>',
    '<h2>Talk about effort, not cleverness</h2>',
    '<p>When your child finishes something, describe what they did: "You kept trying the zip until it worked." Comments about effort teach children that ability grows with practice. Labels such as "you are so smart" can make them afraid to try something hard in case the label stops fitting.</p>',
    '<h2>Follow their curiosity</h2>',
    '<p>A child who is obsessed with dinosaurs will practise counting, reading and drawing if dinosaurs are involved. Use the interest. Count the dinosaurs, find the "D" in dinosaur, draw the biggest one. Learning that starts from your child\'s own question sticks far better than learning that starts from yours.</p>',
    '<h2>Keep it warm</h2>',
    '<p>If a learning moment ends in tears, stop and try again another day. The most useful thing you can teach in these years is that learning feels good. Skills will follow. A calm, curious child at seven is better prepared for school than a child who can recite the alphabet but dreads being asked to.</p>',
  ),
};
