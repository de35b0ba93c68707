import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Group, Loader, Text, useComputedColorScheme } from '@mantine/core';

type Mermaid = (typeof import('mermaid'))['default'];

let mermaidModule: Promise<Mermaid> | null = null;
// Mermaid renders one diagram at a time; charts queue up here.
let queue: Promise<unknown> = Promise.resolve();
let renderCount = 0;

/** Mermaid is large: it is fetched on the first chart, never with the main bundle. */
function loadMermaid(): Promise<Mermaid> {
  mermaidModule ??= import('mermaid').then((m) => m.default);
  return mermaidModule;
}

async function renderChart(source: string, dark: boolean): Promise<string> {
  const mermaid = await loadMermaid();
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: dark ? 'dark' : 'default' });
  const { svg } = await mermaid.render(`flow-chart-${renderCount++}`, source);
  // Mermaid scales a chart down to the container; on a phone that makes labels unreadable, so
  // keep it at least 640 px (or its natural width) and let the container scroll sideways.
  return svg.replace(/style="max-width: ([\d.]+)px;/, (all, width: string) => {
    const min = Math.min(Number(width), 640);
    return `${all} min-width: ${min}px;`;
  });
}

export function MermaidChart({ source, label }: { source: string; label: string }) {
  const { t } = useTranslation('qa');
  const scheme = useComputedColorScheme('light');
  const [result, setResult] = useState<{ source: string; svg?: string; failed?: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    const job = queue.then(() => renderChart(source, scheme === 'dark'));
    queue = job.catch(() => {});
    job.then(
      (svg) => live && setResult({ source, svg }),
      () => live && setResult({ source, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [source, scheme]);

  if (result?.failed) {
    return (
      <Alert color="red" variant="light">
        {t('flows.failed')}
      </Alert>
    );
  }
  if (!result?.svg) {
    return (
      <Group gap="xs" py="md">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('flows.drawing')}
        </Text>
      </Group>
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      className="flow-chart"
      style={{ overflowX: 'auto' }}
      // A chart wider than a phone scrolls: the keyboard can reach and scroll it too.
      tabIndex={0}
      // Mermaid's own output with securityLevel 'strict' (labels escaped, no scripts).
      dangerouslySetInnerHTML={{ __html: result.svg }}
    />
  );
}
