import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Every line is decoded to mono 16-bit PCM at this rate, so durations are exact sample counts. */
export const SAMPLE_RATE = 24_000;

const SILENCE_THRESHOLD = 400;
const EDGE_MARGIN_S = 0.06;
const TARGET_RMS = 0.1 * 32767;
const PEAK_LIMIT = 0.95 * 32767;

/** What the synthesiser should say: plain ASCII and a few spellings the voices misread. */
export function spokenText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, ', ')
    .replace(/\bMs\b/g, 'Miz')
    .replace(/\bIT\b/g, 'I.T.');
}

/**
 * Synthesises lines with one voice: the Festival HTS voice in one Festival session (loading it
 * once), flite voices one process per line. Returns trimmed, loudness-matched PCM per line.
 */
export function synthesise(voice: string, texts: string[], workDir: string): Int16Array[] {
  fs.mkdirSync(workDir, { recursive: true });
  const wavs = texts.map((_, i) => path.join(workDir, `${voice}-${i}.wav`));
  if (voice === 'slt') {
    const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    const program = [
      '(voice_cmu_us_slt_arctic_hts)',
      ...texts.map(
        (text, i) =>
          `(utt.save.wave (utt.synth (Utterance Text ${quote(spokenText(text))})) ${quote(wavs[i]!)} 'riff)`,
      ),
    ].join('\n');
    const scheme = path.join(workDir, `${voice}.scm`);
    fs.writeFileSync(scheme, program);
    execFileSync('festival', ['-b', scheme], { stdio: ['ignore', 'ignore', 'pipe'] });
  } else {
    texts.forEach((text, i) => {
      const input = path.join(workDir, `${voice}-${i}.txt`);
      fs.writeFileSync(input, spokenText(text));
      execFileSync('flite', ['-voice', voice, '-f', input, '-o', wavs[i]!], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    });
  }
  return wavs.map((wav) => levelled(trimSilence(decodePcm(wav))));
}

/** Any audio file → mono s16le PCM at SAMPLE_RATE (ffmpeg). */
export function decodePcm(file: string): Int16Array {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
}

/** The voices pad their output differently; cut it to the speech plus a small margin. */
export function trimSilence(pcm: Int16Array): Int16Array {
  let first = 0;
  while (first < pcm.length && Math.abs(pcm[first]!) < SILENCE_THRESHOLD) first++;
  let last = pcm.length - 1;
  while (last > first && Math.abs(pcm[last]!) < SILENCE_THRESHOLD) last--;
  if (first >= last) return pcm;
  const margin = Math.round(EDGE_MARGIN_S * SAMPLE_RATE);
  return pcm.slice(Math.max(0, first - margin), Math.min(pcm.length, last + margin + 1));
}

/** Brings every line to the same RMS (voices differ a lot), without clipping. */
export function levelled(pcm: Int16Array): Int16Array {
  let sum = 0;
  let peak = 1;
  for (const s of pcm) {
    sum += s * s;
    peak = Math.max(peak, Math.abs(s));
  }
  const rms = Math.sqrt(sum / Math.max(1, pcm.length)) || 1;
  const gain = Math.min(TARGET_RMS / rms, PEAK_LIMIT / peak);
  return Int16Array.from(pcm, (s) => Math.round(s * gain));
}

/** A mono 16-bit WAV file from PCM chunks. */
export function writeWav(file: string, chunks: Int16Array[]): void {
  const samples = chunks.reduce((n, c) => n + c.length, 0);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  fs.writeFileSync(
    file,
    Buffer.concat([header, ...chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength))]),
  );
}

/** Duration of a media file in seconds, as ffprobe reports it. */
export function probeDuration(file: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(out.toString().trim());
}
