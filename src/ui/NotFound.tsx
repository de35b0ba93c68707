import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** SPEC §2: any other path. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 64, md: 120 }}>
      <Stack align="center" gap="lg" ta="center">
        <Text
          aria-hidden="true"
          fz={{ base: 96, md: 140 }}
          fw={900}
          lh={1}
          variant="gradient"
          gradient={{ from: 'brand.5', to: 'brand.9', deg: 135 }}
        >
          404
        </Text>
        <Title order={1} fz={{ base: 24, md: 30 }}>
          {t('notFound.text')}
        </Title>
        <Button component={Link} to="/" size="md">
          {t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
