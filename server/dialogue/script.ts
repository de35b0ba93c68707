/**
 * The scripted dialogue of a lesson for Dialogue Studio (issue 8): the studio plays the other
 * speaker of the lesson's scene, opens with that speaker's first line, and for each target word
 * has prompts built from the transcript line that uses it. The browser picks replies from this
 * script deterministically, so no call is made per reply (SPEC §7) and event logs replay.
 */
export interface DialogueScript {
  /** The scene, e.g. 'Ordering at a Café'. */
  topic: string;
  /** Who the studio plays and who the learner plays (speaker names of the lesson). */
  partner: string;
  learner: string;
  /** The studio's first message. */
  opening: string;
  /** Target word → prompts that invite the learner to use it (first one quotes the scene). */
  prompts: Record<string, string[]>;
  /** The studio's own lines of the scene, used to answer the learner in character. */
  lines: string[];
  /**
   * The scene's turns: a line of the learner's role (`cue`) and the studio's line that answers it
   * (`reply`). A learner message close to a cue is answered with its reply. Optional: hand-written
   * scripts may leave it out (then `lines` are used in scene order).
   */
  exchanges?: { cue: string; reply: string }[];
  /** Said once every target word has been used. */
  closing: string;
}

export interface LessonScene {
  name: string;
  speakers: { id: string; name: string }[];
  lines: { speaker: string; text: string }[];
  targetWords: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first line that contains the word or a form of it starting with it ("booking" for "book"). */
function lineUsing(lines: LessonScene['lines'], word: string) {
  const re = new RegExp(`\\b${escape(word)}\\w*\\b`, 'i');
  return lines.find((l) => re.test(l.text));
}

/** Builds the script of a lesson from its scene: speakers, lines and target words. */
export function buildDialogueScript(scene: LessonScene): DialogueScript {
  const name = (id: string | undefined) => scene.speakers.find((s) => s.id === id)?.name ?? 'Partner';
  const partnerId = scene.lines[0]?.speaker ?? scene.speakers[0]?.id;
  const learnerId = scene.speakers.find((s) => s.id !== partnerId)?.id;
  const partner = name(partnerId);
  const learner = scene.speakers.length > 1 ? name(learnerId) : 'You';
  const partnerLines = scene.lines.filter((l) => l.speaker === partnerId).map((l) => l.text);
  const prompts: Record<string, string[]> = {};
  // Coaching is put in brackets, apart from what the studio says in its role.
  for (const word of scene.targetWords) {
    // A line of the learner's role is the better model; else any line of the scene.
    const line =
      lineUsing(
        scene.lines.filter((l) => l.speaker !== partnerId),
        word,
      ) ?? lineUsing(scene.lines, word);
    prompts[word] = [
      line
        ? `(Your word now: "${word}". From the scene: "${line.text}")`
        : `(Your word now: "${word}". Try it in your answer.)`,
      `(Try to use "${word}" in your answer.)`,
      `(Can you fit "${word}" into your next sentence?)`,
    ];
  }
  // The scene as runs of one side's consecutive lines: the studio opens with its first run, and
  // each line of a learner run is answered by the studio run that follows it.
  const runs: { partner: boolean; texts: string[] }[] = [];
  for (const line of scene.lines) {
    const partnerLine = line.speaker === partnerId;
    const last = runs.at(-1);
    if (last && last.partner === partnerLine) last.texts.push(line.text);
    else runs.push({ partner: partnerLine, texts: [line.text] });
  }
  const exchanges: { cue: string; reply: string }[] = [];
  runs.forEach((run, i) => {
    const answer = runs[i + 1];
    if (run.partner || !answer) return;
    for (const cue of run.texts) exchanges.push({ cue, reply: answer.texts.join(' ') });
  });
  // Speaker names may be names or roles ('Tom', 'Pharmacist'): the roles are given without articles.
  const roles = learner === 'You' ? `me: ${partner}` : `me: ${partner}, you: ${learner}`;
  return {
    topic: scene.name,
    partner,
    learner,
    opening: `Let's act out "${scene.name}" (${roles}). ${runs[0]?.texts.join(' ') ?? ''}`.trim(),
    prompts,
    lines: partnerLines,
    exchanges,
    closing: '(Wonderful! You used all five words in this scene.)',
  };
}

/** Loose check of a stored or hand-written script. */
export function isDialogueScript(value: unknown): value is DialogueScript {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['topic'] === 'string' &&
    typeof v['partner'] === 'string' &&
    typeof v['learner'] === 'string' &&
    typeof v['opening'] === 'string' &&
    typeof v['closing'] === 'string' &&
    Array.isArray(v['lines']) &&
    !!v['prompts'] &&
    typeof v['prompts'] === 'object'
  );
}
