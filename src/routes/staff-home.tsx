import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../ui/session/auth.tsx';

/** /staff: what the console offers. */
export function Page() {
  const { t } = useTranslation('staff');
  const { user } = useAuth();
  return (
    <Stack gap="md">
      <Title order={1}>{t('home.title')}</Title>
      <Text>{t('home.welcome', { name: user?.username ?? user?.display ?? '' })}</Text>
      <List>
        <List.Item>
          <Anchor component={Link} to="/staff/lessons" underline="always">
            {t('nav.lessons')}
          </Anchor>
          {' — '}
          {t('home.lessons')}
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/staff/reports" underline="always">
            {t('nav.reports')}
          </Anchor>
          {' — '}
          {t('home.reports')}
        </List.Item>
      </List>
    </Stack>
  );
}
