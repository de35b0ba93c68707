import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Header title search: Enter opens the catalogue of all videos filtered by the text (SPEC §2 /account). */
export function TitleSearch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const search = text.trim();
    void navigate({ to: '/account', search: search ? { search } : {} });
    onDone?.();
  };
  return (
    <form role="search" onSubmit={submit} style={{ flex: 1, maxWidth: 360 }}>
      <TextInput
        size="sm"
        radius="xl"
        type="search"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
      />
    </form>
  );
}
