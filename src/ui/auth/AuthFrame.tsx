import type { ReactNode } from 'react';
import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './auth.module.css';

/** Two-column frame of the auth pages: a brand panel (desktop only) and the form card. */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Container size="lg" py={{ base: 'lg', md: 56 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} className={classes.frame}>
        <Box visibleFrom="md" className={classes.brand} p={48}>
          <Stack gap="lg" justify="center" h="100%">
            <Title order={2} c="white" fz={32} lh={1.2}>
              {t('brand.headline')}
            </Title>
            <Text c="brand.1" size="lg">
              {t('brand.lead')}
            </Text>
            <List
              spacing="sm"
              c="white"
              icon={
                <ThemeIcon color="sunflower" size={22} radius="xl">
                  <IconCheck size={14} stroke={3} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              <List.Item>{t('brand.pointVideo')}</List.Item>
              <List.Item>{t('brand.pointWords')}</List.Item>
              <List.Item>{t('brand.pointDialogue')}</List.Item>
            </List>
          </Stack>
        </Box>
        <Paper p={{ base: 'lg', sm: 40 }} className={classes.card} radius={0} withBorder={false}>
          <Stack gap="lg">
            <div>
              <Title order={1} fz={28} textWrap="balance">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" mt={6}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
