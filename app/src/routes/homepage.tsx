import { Link } from 'react-router';
import { Button, Card, Heading, PageShell, Stack, Text, TextLink } from '@taskboard/ui';
import { TopBar } from '../navigation/TopBar';

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
    <>
      <TopBar
        actions={
          <Button asChild variant="secondary" size="sm">
            <Link to="/login">Login</Link>
          </Button>
        }
      />
      <PageShell>
        <Stack gap="lg">
          <Stack gap="md">
            <Heading level={1}>Empower to Thrive!</Heading>
            <Text>
              Small goals, bite-size steps and a board your child moves on their own: growing
              organisation skills one happy task at a time.
            </Text>
            <div>
              <Button asChild size="lg">
                <Link to="/signup">Sign Up for Free</Link>
              </Button>
            </div>
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
          <footer>
            <Stack direction="row" gap="md">
              <TextLink href="/content/privacy">Privacy</TextLink>
              <TextLink href="/content/terms">Terms</TextLink>
            </Stack>
          </footer>
        </Stack>
      </PageShell>
    </>
  );
}
