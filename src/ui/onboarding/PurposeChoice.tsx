import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import {
  IconBriefcase,
  IconCpu,
  IconHeartbeat,
  IconHome,
  IconPlane,
  IconSchool,
  IconSparkles,
  IconTarget,
} from '@tabler/icons-react';
import type { PurposeOption } from '../../machines/onboarding/types.ts';
import classes from './onboarding.module.css';

const ICONS: [RegExp, typeof IconPlane][] = [
  [/travel|подорож|podró/i, IconPlane],
  [/work|career|job|робот|кар'?єр|prac|karier/i, IconBriefcase],
  [/stud|educat|school|навчан|освіт|nauk|edukac/i, IconSchool],
  [/health|здоров|zdrow/i, IconHeartbeat],
  [/news|tech|новин|техн|wiadomo|techn/i, IconCpu],
  [/daily|every|life|побут|щоден|codzien|życi/i, IconHome],
  [/leisure|fun|hobb|дозвіл|розваг|rozryw|wolny/i, IconSparkles],
];

const iconFor = (purpose: string) => ICONS.find(([re]) => re.test(purpose))?.[1] ?? IconTarget;

/** SPEC §2 /select-purpose: a list of purpose buttons. */
export function PurposeChoice({
  options,
  onChoose,
}: {
  options: PurposeOption[];
  onChoose: (id: number) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {options.map((option) => {
        const Icon = iconFor(option.purpose);
        return (
          <UnstyledButton key={option.id} className={classes.choice} onClick={() => onChoose(option.id)}>
            <span className={classes.badge} aria-hidden="true">
              <Icon size={26} stroke={1.8} />
            </span>
            <Text fw={600} size="lg">
              {option.purpose}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
