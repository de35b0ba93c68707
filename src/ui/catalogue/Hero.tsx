import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './catalogue.module.css';

/** SPEC §2 Home hero: a looping muted video, the heading in the chosen language, Start Learning Free. */
export function Hero({ videoUrl, posterUrl }: { videoUrl: string | null; posterUrl: string | null }) {
  const { t } = useTranslation('catalogue');
  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      {videoUrl && (
        <video
          className={classes.heroVideo}
          src={videoUrl}
          poster={posterUrl ?? undefined}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={t('hero.videoLabel')}
          data-testid="hero-video"
        />
      )}
      <Container size="lg" className={classes.heroInner}>
        <Stack gap="lg" maw={640} py={48}>
          <Title id="hero-heading" order={1} fz={{ base: 32, md: 52 }} lh={1.1} c="white">
            {t('hero.heading')}
          </Title>
          <Text fz={{ base: 'md', md: 'lg' }} c="gray.1">
            {t('hero.lead')}
          </Text>
          <div>
            <Button component={Link} to="/language" size="lg" color="sunflower" c="dark.9">
              {t('hero.start')}
            </Button>
          </div>
        </Stack>
      </Container>
    </section>
  );
}
