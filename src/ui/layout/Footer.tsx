import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo.tsx';
import { ReportProblem } from './ReportProblem.tsx';
import classes from './layout.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={6} maw={360}>
            <Logo size={28} />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          <nav aria-label={t('footer.navLabel')}>
            <Group gap="lg">
              <Anchor component={Link} to="/" size="sm" c="dimmed">
                {t('footer.home')}
              </Anchor>
              <Anchor component={Link} to="/account" size="sm" c="dimmed">
                {t('footer.allVideos')}
              </Anchor>
              <Anchor component={Link} to="/language" size="sm" c="dimmed">
                {t('footer.chooseLanguage')}
              </Anchor>
              <ReportProblem />
            </Group>
          </nav>
        </Group>
        <Text size="xs" c="dimmed" mt="lg">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
