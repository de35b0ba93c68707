import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** SPEC §2: testing is for signed-in learners (the lesson page starts no test run for a visitor). */
export function QuizSignIn() {
  const { t } = useTranslation('quiz');
  return (
    <Paper withBorder p="lg">
      <Text>
        {t('signIn')}{' '}
        <Anchor component={Link} to="/signin">
          {t('signInLink')}
        </Anchor>
      </Text>
    </Paper>
  );
}
