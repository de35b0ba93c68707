import type { ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The frame of the three first-run pages: step counter, progress, heading and the choices. */
export function OnboardingFrame({
  step,
  title,
  lead,
  children,
}: {
  step: 1 | 2 | 3;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <Container size={720} py={{ base: 'xl', md: 64 }}>
      <Stack gap="xl">
        <Stack gap={8}>
          <Group justify="space-between">
            <Text size="sm" fw={700} c="var(--mantine-color-anchor)">
              {t('stepOf', { step, total: 3 })}
            </Text>
          </Group>
          <Progress value={(step / 3) * 100} size="sm" radius="xl" aria-hidden="true" />
        </Stack>
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, md: 36 }} textWrap="balance">
            {title}
          </Title>
          <Text c="dimmed" size="lg">
            {lead}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

export function QuestionnaireState({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('onboarding');
  if (loading)
    return (
      <Group justify="center" py="xl" role="status" aria-label={t('loading')}>
        <Loader />
      </Group>
    );
  if (failed)
    return (
      <Alert color="red" role="alert" title={t('loadFailed')}>
        <Button mt="sm" variant="white" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  return null;
}
