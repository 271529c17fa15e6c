import { Link } from 'react-router';
import { Accordion, Button, Card, Heading, HeroMedia, Stack, Text, TextLink } from '@taskboard/ui';
import { PublicPage } from '../navigation/PublicPage';

const features = [
  {
    to: '/content/tags/growth-mindset',
    title: 'Growth mindset',
    text: 'Ideas that help children enjoy a challenge.',
  },
  {
    to: '/content/tags/study-support',
    title: 'Study support',
    text: 'Small routines that make learning easier.',
  },
  {
    to: '/content/tags/well-being',
    title: 'Well-being',
    text: 'Calm, rest and feelings, for the whole family.',
  },
  { to: '/taskboard', title: 'TaskBoard', text: 'Bite-size goals a child moves from New to Done.' },
] as const;

/** The accordion of four feature explanations (board spec §2). */
const explanations = [
  {
    id: 'board',
    title: 'A board your child moves on their own',
    text: 'Every goal gets a few bite-size tasks in three columns: New, In Progress and Done. Children drag or swipe a card to the next column when a step is finished, and the board shows at a glance how far they have come.',
  },
  {
    id: 'helper',
    title: 'A helper that suggests the steps',
    text: 'Type a goal such as "Tidy my room" and the helper suggests a handful of small, age-appropriate steps. You keep the ones you like, edit the rest, and the family shares a daily allowance you control.',
  },
  {
    id: 'timer',
    title: 'A focus timer and badges that celebrate effort',
    text: 'A friendly timer helps a child stay with one task for a few minutes, and badges and streaks mark finished goals and steady effort, not talent, so there is always a next step to be proud of.',
  },
  {
    id: 'family',
    title: 'Family accounts a parent controls',
    text: 'A parent account comes with a child account. Parents add more children, switch into a child’s board without a password and decide what the directory may show; children never need an e-mail address.',
  },
] as const;

export function meta() {
  return [
    { title: 'Bitesize TaskBoard: Empower to Thrive!' },
    {
      name: 'description',
      content:
        'Children aged 3-7 and their parents set small goals, break them into bite-size tasks and move them to Done.',
    },
  ];
}

export default function Homepage() {
  return (
    <PublicPage>
      <Stack gap="md">
        <Heading level={1}>Empower to Thrive!</Heading>
        <Text size="lg">
          Small goals, bite-size steps and a board your child moves on their own: growing
          organisation skills one happy task at a time.
        </Text>
        <div>
          <Button asChild size="lg">
            <Link to="/signup">Sign Up for Free</Link>
          </Button>
        </div>
        <HeroMedia
          image={{
            src: '/hero/hero-480.jpg',
            alt: 'A task card moving from New through In Progress to Done on the TaskBoard',
          }}
          video={{
            poster: '/hero/hero-poster.jpg',
            sources: [
              { src: '/hero/hero.webm', type: 'video/webm' },
              { src: '/hero/hero.mp4', type: 'video/mp4' },
            ],
          }}
        />
      </Stack>
      <section id="features" aria-labelledby="features-heading">
        <Stack gap="md">
          <Heading level={2} id="features-heading">
            Features
          </Heading>
          <Stack direction="row" gap="md" wrap>
            {features.map((feature) => (
              <Card key={feature.to}>
                <Stack gap="sm">
                  <Heading level={3}>
                    <TextLink asChild>
                      <Link to={feature.to}>{feature.title}</Link>
                    </TextLink>
                  </Heading>
                  <Text tone="muted">{feature.text}</Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        </Stack>
      </section>
      <section aria-labelledby="how-heading">
        <Stack gap="md">
          <Heading level={2} id="how-heading">
            How it works
          </Heading>
          <Accordion.Root type="single" collapsible>
            {explanations.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Trigger>{item.title}</Accordion.Trigger>
                <Accordion.Content>
                  <Text>{item.text}</Text>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <div>
            <Button asChild size="lg">
              <Link to="/signup">Sign Up for Free</Link>
            </Button>
          </div>
        </Stack>
      </section>
    </PublicPage>
  );
}
