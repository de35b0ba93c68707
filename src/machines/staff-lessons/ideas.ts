/**
 * A question's key ideas (issue 16) as staff edit them: one idea a line, `label: paraphrase | paraphrase`.
 * What the line form cannot show (the value an idea binds, what contradicts it, whether it is
 * optional) is kept from the idea of the same label.
 */
export interface KeyIdea {
  label: string;
  say: string[];
  value?: string | string[];
  against?: string[];
  optional?: boolean;
}

export function ideasToText(ideas: readonly KeyIdea[] | undefined): string {
  return (ideas ?? []).map((idea) => `${idea.label}: ${idea.say.join(' | ')}`).join('\n');
}

/** The edited lines as ideas (blank lines dropped; a line without a colon is its own label). */
export function textToIdeas(text: string, before: readonly KeyIdea[] | undefined): KeyIdea[] {
  const kept = new Map((before ?? []).map((idea) => [idea.label, idea]));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      const label = (colon > 0 ? line.slice(0, colon) : line).trim();
      const say = (colon > 0 ? line.slice(colon + 1) : line)
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      const old = kept.get(label);
      return { ...old, label, say: say.length ? say : [label] };
    });
}
