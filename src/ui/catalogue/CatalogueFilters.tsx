import {
  Accordion,
  Button,
  Checkbox,
  Chip,
  CloseButton,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBriefcase,
  IconCoffee,
  IconDeviceLaptop,
  IconHeartbeat,
  IconPlane,
  IconSchool,
  IconSearch,
  IconTicket,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ALL_LEVELS,
  LEVEL_GROUPS,
  TOPICS,
  categoryOfTopic,
  isGroupActive,
  withDescendants,
  type TopicKey,
} from '../../machines/catalogue/filters.ts';
import type { Category, LevelGroup } from '../../machines/catalogue/types.ts';
import type { CatalogueView } from '../../machines/catalogue/useCatalogue.ts';
import { levelView } from './levels.ts';
import classes from './catalogue.module.css';

const TOPIC_ICONS: Record<TopicKey, typeof IconPlane> = {
  travel: IconPlane,
  education: IconSchool,
  work: IconBriefcase,
  health: IconHeartbeat,
  newsTechnology: IconDeviceLaptop,
  leisure: IconTicket,
  dailyLife: IconCoffee,
};

/** SPEC §2 Catalogue filters: level groups, topic tiles, category tree, levels, title search. */
export function CatalogueFilters({ view }: { view: CatalogueView }) {
  const { t } = useTranslation('catalogue');
  const { selection, categories } = view;
  // Until the categories arrive, each topic tile holds its place unseen: the filters below it do
  // not move down when they come (CLS on /account, issue 18).
  const categoriesPending = view.isLoading && categories.length === 0;
  return (
    <Stack gap="md">
      <TextInput
        value={view.search}
        onChange={(e) => view.changeSearch(e.currentTarget.value)}
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          view.search ? (
            <CloseButton aria-label={t('filters.clearSearch')} onClick={view.clearSearch} />
          ) : null
        }
        data-testid="title-search"
      />
      <Group gap="xs" role="group" aria-label={t('levelGroups.label')}>
        {(Object.keys(LEVEL_GROUPS) as LevelGroup[]).map((group) => (
          <Chip
            key={group}
            checked={isGroupActive(selection.levels, group)}
            onChange={() => view.toggleLevelGroup(group)}
            variant="outline"
          >
            {t(`levelGroups.${group}`)}
          </Chip>
        ))}
      </Group>
      <Group gap="xs" role="group" aria-label={t('topics.label')}>
        {TOPICS.map(({ key }) => {
          const category = categoryOfTopic(categories, key);
          if (!category && !categoriesPending) return null;
          const Icon = TOPIC_ICONS[key];
          return (
            <UnstyledButton
              key={key}
              className={classes.topic}
              {...(category
                ? {
                    'aria-pressed': selection.categories.includes(category.id),
                    onClick: () => view.toggleCategory(category.id),
                  }
                : { style: { visibility: 'hidden' }, 'aria-hidden': true, tabIndex: -1, disabled: true })}
            >
              <Icon size={18} aria-hidden="true" />
              {t(`topics.${key}`)}
            </UnstyledButton>
          );
        })}
      </Group>
      <Accordion variant="separated" radius="md" multiple>
        <Accordion.Item value="categories">
          <Accordion.Control>{t('filters.categories')}</Accordion.Control>
          <Accordion.Panel>
            <CategoryTree view={view} parent={null} />
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="levels">
          <Accordion.Control>{t('filters.levels')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Checkbox
                label={t('filters.allLevels')}
                checked={selection.levels.length === 0}
                onChange={view.clearLevels}
              />
              {ALL_LEVELS.map((level) => {
                const v = levelView(level);
                return (
                  <Checkbox
                    key={level}
                    checked={selection.levels.includes(level)}
                    onChange={() => view.toggleLevel(level)}
                    label={
                      <Group gap={6} wrap="nowrap" component="span">
                        <span
                          className={classes.levelDot}
                          style={{ background: v.color }}
                          aria-hidden="true"
                        />
                        {t(v.nameKey)}
                      </Group>
                    }
                  />
                );
              })}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {(selection.categories.length > 0 || selection.levels.length > 0 || view.search) && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={view.clearFilters}>
            {t('filters.clearAll')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CategoryTree({ view, parent }: { view: CatalogueView; parent: number | null }) {
  const children = view.categories.filter((c: Category) => c.parent === parent);
  if (!children.length) return null;
  return (
    <Stack gap={6} pl={parent === null ? 0 : 'lg'}>
      {children.map((c) => {
        const family = withDescendants(view.categories, c.id);
        const picked = family.filter((id) => view.selection.categories.includes(id)).length;
        const checked = view.selection.categories.includes(c.id);
        return (
          <Stack key={c.id} gap={6}>
            <Checkbox
              label={view.categoryName(c.id)}
              checked={checked}
              indeterminate={!checked && picked > 0}
              onChange={() => view.toggleCategory(c.id)}
            />
            <CategoryTree view={view} parent={c.id} />
          </Stack>
        );
      })}
    </Stack>
  );
}

export function LoadingText() {
  const { t } = useTranslation('catalogue');
  return (
    <Text c="dimmed" role="status">
      {t('loading')}
    </Text>
  );
}
