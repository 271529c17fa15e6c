import { Link } from 'react-router';
import { Accordion, Button, Card, Heading, HeroMedia, Stack, Text, TextLink } from '@taskboard/ui';
import { useLocalizedPath } from '../i18n/localizedPath';
import { translate, useT } from '../i18n/useT';
import { PublicPage } from '../navigation/PublicPage';

const features = [
  {
    to: '/content/tags/growth-mindset',
    title: 'landing.feature.growthMindset.title',
    text: 'landing.feature.growthMindset.text',
  },
  {
    to: '/content/tags/study-support',
    title: 'landing.feature.studySupport.title',
    text: 'landing.feature.studySupport.text',
  },
  {
    to: '/content/tags/well-being',
    title: 'landing.feature.wellBeing.title',
    text: 'landing.feature.wellBeing.text',
  },
  {
    to: '/taskboard',
    title: 'landing.feature.taskBoard.title',
    text: 'landing.feature.taskBoard.text',
  },
] as const;

/** The accordion of four feature explanations (board spec §2). */
const explanations = [
  {
    id: 'board',
    title: 'landing.how.board.title',
    text: 'landing.how.board.text',
  },
  {
    id: 'helper',
    title: 'landing.how.helper.title',
    text: 'landing.how.helper.text',
  },
  {
    id: 'timer',
    title: 'landing.how.timer.title',
    text: 'landing.how.timer.text',
  },
  {
    id: 'family',
    title: 'landing.how.family.title',
    text: 'landing.how.family.text',
  },
] as const;

export function meta() {
  return [
    { title: translate('landing.meta.title') },
    { name: 'description', content: translate('common.meta.description') },
  ];
}

export default function Homepage() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <PublicPage>
      <Stack gap="md">
        <Heading level={1}>{t('landing.hero.heading')}</Heading>
        <Text size="lg">{t('landing.hero.text')}</Text>
        <div>
          <Button asChild size="lg">
            <Link to={localized('/signup')}>{t('landing.signUp')}</Link>
          </Button>
        </div>
        <HeroMedia
          image={{
            src: '/hero/hero-480.jpg',
            alt: t('landing.hero.imageAlt'),
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
            {t('landing.features.heading')}
          </Heading>
          <Stack direction="row" gap="md" wrap>
            {features.map((feature) => (
              <Card key={feature.to}>
                <Stack gap="sm">
                  <Heading level={3}>
                    <TextLink asChild>
                      <Link to={feature.to}>{t(feature.title)}</Link>
                    </TextLink>
                  </Heading>
                  <Text tone="muted">{t(feature.text)}</Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        </Stack>
      </section>
      <section aria-labelledby="how-heading">
        <Stack gap="md">
          <Heading level={2} id="how-heading">
            {t('landing.how.heading')}
          </Heading>
          <Accordion.Root type="single" collapsible>
            {explanations.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Trigger>{t(item.title)}</Accordion.Trigger>
                <Accordion.Content>
                  <Text>{t(item.text)}</Text>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
          <div>
            <Button asChild size="lg">
              <Link to={localized('/signup')}>{t('landing.signUp')}</Link>
            </Button>
          </div>
        </Stack>
      </section>
    </PublicPage>
  );
}
