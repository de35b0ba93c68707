/**
 * npm run content:build [-- --force] [-- --only <slug>]
 *
 * Renders every script in content/lessons into a lesson video with burnt-in captions, a poster and
 * content/generated/<slug>.json (transcription, phrases, timed cues), and the home-page hero
 * video. Deterministic and incremental: a lesson whose script, category and renderer version did
 * not change is skipped.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GeneratedLesson, GeneratedSite } from '../../server/catalogue/seed-content.ts';
import { buildHero } from './hero.ts';
import {
  FPS,
  LEAD_IN_S,
  PAUSE_S,
  TAIL_S,
  ffmpeg,
  lessonSourceHash,
  publish,
  readJson,
  removeStaleMedia,
  renderPoster,
  writeJson,
} from './media.ts';
import { captionsAss, sceneSvg, type Cue } from './scene.ts';
import {
  GENERATED_DIR,
  MEDIA_DIR,
  loadCategories,
  loadScripts,
  topCategoryOf,
  transcriptOf,
  type Category,
  type LessonScript,
} from './script.ts';
import { SAMPLE_RATE, probeDuration, synthesise, writeWav } from './synth.ts';

const MEDIA_BUDGET_BYTES = 25 * 1024 * 1024;

/** Synthesises every line with its speaker's voice and lays them out with pauses: PCM + cues. */
function speak(
  script: LessonScript,
  workDir: string,
): { chunks: Int16Array[]; cues: Cue[]; seconds: number } {
  const voiceOf = new Map(script.speakers.map((s) => [s.id, s.voice]));
  const pcm = new Array<Int16Array>(script.lines.length);
  for (const voice of new Set(script.speakers.map((s) => s.voice))) {
    const indexes = script.lines.flatMap((l, i) => (voiceOf.get(l.speaker) === voice ? [i] : []));
    const rendered = synthesise(
      voice,
      indexes.map((i) => script.lines[i]!.text),
      workDir,
    );
    indexes.forEach((lineIndex, k) => (pcm[lineIndex] = rendered[k]!));
  }
  const silence = (s: number) => new Int16Array(Math.round(s * SAMPLE_RATE));
  const chunks: Int16Array[] = [silence(LEAD_IN_S)];
  let samples = chunks[0]!.length;
  const cues: Cue[] = script.lines.map((line, i) => {
    const start = samples / SAMPLE_RATE;
    chunks.push(pcm[i]!);
    samples += pcm[i]!.length;
    const end = samples / SAMPLE_RATE;
    const gap = silence(i === script.lines.length - 1 ? TAIL_S : PAUSE_S);
    chunks.push(gap);
    samples += gap.length;
    return { start: round(start, 3), end: round(end, 3), text: line.text, speaker: line.speaker };
  });
  return { chunks, cues, seconds: samples / SAMPLE_RATE };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

async function buildLesson(
  script: LessonScript,
  categories: Category[],
  force: boolean,
): Promise<'built' | 'unchanged'> {
  const category = categories.find((c) => c.slug === script.category);
  if (!category) throw new Error(`${script.slug}: unknown category ${script.category}`);
  const topic = topCategoryOf(category.slug, categories);
  const sourceHash = lessonSourceHash(script, category, topic);
  const outFile = path.join(GENERATED_DIR, `${script.slug}.json`);
  const previous = readJson<GeneratedLesson>(outFile);
  const mediaPresent = (g: GeneratedLesson) =>
    [g.video, g.thumbnail].every((key) => fs.existsSync(path.join(MEDIA_DIR, key)));
  if (!force && previous?.sourceHash === sourceHash && mediaPresent(previous)) return 'unchanged';

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `lesson-${script.slug}-`));
  try {
    const { chunks, cues, seconds } = speak(script, workDir);
    const wav = path.join(workDir, 'speech.wav');
    writeWav(wav, chunks);
    const still = path.join(workDir, 'scene.png');
    fs.writeFileSync(path.join(workDir, 'scene.svg'), sceneSvg(script, category, topic));
    ffmpeg(['-i', path.join(workDir, 'scene.svg'), '-frames:v', '1', still]);
    fs.writeFileSync(path.join(workDir, 'captions.ass'), captionsAss(script, cues));

    const video = path.join(workDir, 'lesson.mp4');
    ffmpeg([
      ...['-loop', '1', '-framerate', String(FPS), '-i', still, '-i', wav],
      ...['-vf', `ass=${path.join(workDir, 'captions.ass')},format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', '35', '-g', String(FPS * 5)],
      ...['-threads', '2', '-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-ar', '44100'],
      ...['-t', seconds.toFixed(3), '-movflags', '+faststart', '-map_metadata', '-1'],
      ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', video],
    ]);
    const poster = path.join(workDir, 'poster.jpg');
    renderPoster(still, poster, 480, 270);

    const generated: GeneratedLesson = {
      slug: script.slug,
      name: script.name,
      category: script.category,
      level: script.level,
      speakers: script.speakers.map(({ id, name }) => ({ id, name })),
      targetWords: script.targetWords,
      transcription: transcriptOf(script),
      split_transcription: cues.map((c) => c.text),
      cues,
      duration: round(probeDuration(video), 2),
      video: publish(video, script.slug),
      thumbnail: publish(poster, script.slug),
      sourceHash,
    };
    await writeJson(outFile, generated);
    removeStaleMedia(script.slug, [generated.video, generated.thumbnail]);
    return 'built';
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** Generated files of scripts that were deleted or renamed. */
function removeOrphans(slugs: Set<string>): void {
  for (const file of fs.readdirSync(GENERATED_DIR)) {
    const slug = file.replace(/\.json$/, '');
    if (file === 'site.json' || slugs.has(slug)) continue;
    fs.rmSync(path.join(GENERATED_DIR, file));
    removeStaleMedia(slug, []);
    console.log(`removed ${slug} (no script)`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  fs.mkdirSync(MEDIA_DIR, { recursive: true });
  const categories = loadCategories();
  const scripts = loadScripts();
  if (!only) removeOrphans(new Set(scripts.map((s) => s.slug)));

  for (const script of scripts) {
    if (only && script.slug !== only) continue;
    const started = Date.now();
    const result = await buildLesson(script, categories, force);
    const g = readJson<GeneratedLesson>(path.join(GENERATED_DIR, `${script.slug}.json`))!;
    console.log(
      `${result.padEnd(9)} ${script.slug.padEnd(28)} ${script.level} ${g.duration.toFixed(1)} s  ${g.video}  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  if (!only) {
    const siteFile = path.join(GENERATED_DIR, 'site.json');
    const site = await buildHero(readJson<GeneratedSite>(siteFile), categories, force);
    await writeJson(siteFile, site);
    removeStaleMedia('hero', [site.hero, site.heroPoster]);
    console.log(`hero      ${site.hero}`);
  }

  const total = fs.readdirSync(MEDIA_DIR).reduce((n, f) => n + fs.statSync(path.join(MEDIA_DIR, f)).size, 0);
  console.log(`media: ${(total / 1024 / 1024).toFixed(2)} MB in content/media (budget 25 MB)`);
  if (total > MEDIA_BUDGET_BYTES) throw new Error('content/media is over its 25 MB budget');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
