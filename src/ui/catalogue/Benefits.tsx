import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconChecklist, IconMessages, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const CARDS = [
  { key: 'watch', Icon: IconPlayerPlay },
  { key: 'words', Icon: IconBook2 },
  { key: 'understanding', Icon: IconChecklist },
  { key: 'dialogues', Icon: IconMessages },
] as const;

/** SPEC §2 Home: the four-card benefits section, one card per lesson step. */
export function Benefits() {
  const { t } = useTranslation('catalogue');
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="benefits-heading">
      <Title id="benefits-heading" order={2} mb="lg">
        {t('benefits.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {CARDS.map(({ key, Icon }) => (
          <Paper key={key} withBorder p="lg">
            <ThemeIcon size={44} radius="xl" variant="light" mb="sm" aria-hidden="true">
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(`benefits.${key}.title`)}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t(`benefits.${key}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
