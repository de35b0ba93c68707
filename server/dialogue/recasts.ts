import irregularVerbs from 'english-verbs-irregular/dist/verbs.json';

/**
 * Recasts (issue 17): mistakes typical of Ukrainian and Polish speakers of English, found by rules
 * on the learner's line. Each finding names its pattern (the interface shows a short note for it
 * in the learner's language, `dialogue:recast.<pattern>`), the words as written and as they should
 * be; `correct()` gives the line with every finding put right, which the partner echoes naturally
 * ("How much it costs?" → "How much does it cost? It's £9.50."). Pure and deterministic.
 */
export const RECAST_PATTERNS = [
  'article',
  'do-support',
  'question-order',
  'indirect-question',
  'agree',
  'people-are',
  'since-for',
  'past-simple',
  'make-do',
  'explain-to',
  'missing-subject',
  'prep-time',
  'prep-place',
  'uncountable',
  'plural-uncountable',
  'age',
  'how-to-say',
  'very-like',
  'third-person',
  'dependent-prep',
  'be-base',
] as const;
export type RecastPattern = (typeof RECAST_PATTERNS)[number];

export interface Recast {
  pattern: RecastPattern;
  /** As the learner wrote it, e.g. "How much it costs". */
  wrong: string;
  /** As it should be, e.g. "How much does it cost". */
  right: string;
}

interface Rule {
  pattern: RecastPattern;
  re: RegExp;
  /** The replacement of the match, or null when this match is not a mistake after all. */
  fix: (m: RegExpExecArray, text: string) => string | null;
}

const IRREGULAR = irregularVerbs as Record<string, string[][]>;
const PAST_TO_BASE = new Map<string, string>();
for (const [base, forms] of Object.entries(IRREGULAR))
  for (const [past] of forms) if (past && !PAST_TO_BASE.has(past)) PAST_TO_BASE.set(past, base);

const AUX = new Set(
  'am is are was were be been being do does did have has had can could will would shall should may might must not'.split(
    ' ',
  ),
);
const REGULAR_VERBS = new Set(
  (
    'watch play visit work call book order stay walk want like try arrive start finish wait study ask cook ' +
    'travel talk miss decide need live open close help look check clean change move pass plan use ' +
    'answer explain listen rain snow enjoy hate love carry join learn repair reply return'
  ).split(' '),
);
const COUNTABLE = (
  'question problem headache reservation room table ticket seat sandwich car flat job idea bag suitcase jacket ' +
  'appointment receipt cold fever meeting contract deposit view window card discount mistake password desk ' +
  'degree refund complaint cough temperature break prescription passport boarding pass single double ' +
  'manager teacher doctor dog cat brother sister map taxi station bank'
).split(' ');
const UNCOUNTABLE = (
  'advice information news luggage baggage furniture homework equipment knowledge feedback research ' +
  'evidence accommodation money bread music traffic weather progress software'
).split(' ');
const DAYS = 'monday tuesday wednesday thursday friday saturday sunday';
const MONTHS = 'january february march april may june july august september october november december';
const NUMBER_WORDS =
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety';
const PERIOD_UNITS = 'years|months|weeks|days|hours|minutes|year|month|week|day|hour';
const WH = 'how much|how many|how long|how often|how far|what time|what|where|when|why|how|which|who';
const SUBJECTS = 'i|you|we|they|he|she|it|the \\w+|my \\w+|your \\w+|this \\w+|that \\w+';

const an = (noun: string) => (/^[aeiou]/i.test(noun) && !/^(uni|eu|one)/i.test(noun) ? 'an' : 'a');
const keepCase = (model: string, s: string) =>
  model[0] && model[0] === model[0].toUpperCase() && model[0] !== model[0].toLowerCase()
    ? s[0]!.toUpperCase() + s.slice(1)
    : s;
const singularSubject = (s: string) => !/^(i|you|we|they|people|\w+s)$/i.test(s.split(' ').at(-1) ?? '');

function baseOf(verb: string): string | null {
  const v = verb.toLowerCase();
  if (AUX.has(v)) return null;
  if (IRREGULAR[v] || REGULAR_VERBS.has(v)) return v;
  if (PAST_TO_BASE.has(v)) return PAST_TO_BASE.get(v)!;
  if (/ies$/.test(v) && REGULAR_VERBS.has(v.slice(0, -3) + 'y')) return v.slice(0, -3) + 'y';
  if (/es$/.test(v) && (IRREGULAR[v.slice(0, -2)] || REGULAR_VERBS.has(v.slice(0, -2))))
    return v.slice(0, -2);
  if (/s$/.test(v) && (IRREGULAR[v.slice(0, -1)] || REGULAR_VERBS.has(v.slice(0, -1)))) return v.slice(0, -1);
  if (/ed$/.test(v)) {
    for (const b of [v.slice(0, -2), v.slice(0, -1), v.slice(0, -3)]) if (REGULAR_VERBS.has(b)) return b;
    if (/ied$/.test(v) && REGULAR_VERBS.has(v.slice(0, -3) + 'y')) return v.slice(0, -3) + 'y';
  }
  return null;
}
const isPast = (verb: string) => {
  const v = verb.toLowerCase();
  return PAST_TO_BASE.has(v) || (/ed$/.test(v) && baseOf(v) !== null);
};
function pastOf(base: string): string {
  const irregular = IRREGULAR[base]?.[0]?.[0];
  if (irregular) return irregular;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (/^(stop|plan|shop|drop)$/.test(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

const w = (alts: string) => alts.split(' ').join('|');

const RULES: Rule[] = [
  {
    pattern: 'agree',
    re: /\b(I am|I'm|I’m|we are|we're)( not)? (agree|disagree)\b/gi,
    fix: (m) => {
      const subject = /^we/i.test(m[1]!) ? keepCase(m[1]!, 'we') : 'I';
      return m[2] ? `${subject} don't ${m[3]}` : `${subject} ${m[3]}`;
    },
  },
  {
    pattern: 'be-base',
    re: new RegExp(
      `\\b(I am|I'm|I’m) (${w('work live study like want need know think understand')})\\b`,
      'gi',
    ),
    fix: (m) => `I ${m[2]}`,
  },
  {
    pattern: 'age',
    re: new RegExp(
      `\\b(I|he|she|you|we|they|my \\w+) (have|has) (\\d+|${w(NUMBER_WORDS)}(?:[- ]\\w+)?) years?( old)?(?=\\s*(?:[.,!?;]|$|and\\b|but\\b|now\\b))`,
      'gi',
    ),
    fix: (m) => {
      const subject = m[1]!;
      const be = /^i$/i.test(subject) ? 'am' : /^(he|she|my \w+)$/i.test(subject) ? 'is' : 'are';
      return `${subject} ${be} ${m[3]} years old`;
    },
  },
  {
    pattern: 'how-to-say',
    re: /\bhow to (say|spell|pronounce) ([^?.!]+?)(\?|$|[.!])/gi,
    fix: (m) =>
      `${keepCase(m[0], 'how')} do you ${m[1]} ${m[2]!.trim()}${m[3] === '?' || !m[3] ? '?' : m[3]}`,
  },
  {
    pattern: 'indirect-question',
    re: new RegExp(
      `\\b(tell me|know|ask you|wonder|explain to me) (${WH}) (is|are) (the \\w+|my \\w+|your \\w+|it|this|that)\\b`,
      'gi',
    ),
    fix: (m) => `${m[1]} ${m[2]} ${m[4]} ${m[3]}`,
  },
  {
    pattern: 'question-order',
    re: new RegExp(
      `(^|[.!?]\\s+)(${WH}) (${SUBJECTS}) (can|could|should|will|would|may|must|is|are|am|was|were|have|has)\\b([^?]*\\?)`,
      'gi',
    ),
    fix: (m) => {
      if (/^(is|are|am|was|were)$/i.test(m[4]!) && /^(who|what|which)$/i.test(m[2]!)) return null;
      return `${m[1]}${m[2]} ${m[4]} ${m[3]}${m[5]}`;
    },
  },
  {
    pattern: 'do-support',
    re: new RegExp(`(^|[.!?]\\s+)(${WH}) (${SUBJECTS}) ([a-z]+)\\b([^?]*\\?)`, 'gi'),
    fix: (m) => {
      const verb = m[4]!;
      const base = baseOf(verb);
      if (!base) return null;
      const aux =
        isPast(verb) && base !== verb.toLowerCase() ? 'did' : singularSubject(m[3]!) ? 'does' : 'do';
      return `${m[1]}${m[2]} ${aux} ${m[3]} ${base}${m[5]}`;
    },
  },
  {
    pattern: 'people-are',
    re: /\b(people|police|children) (is|was|has|doesn't|does)\b/gi,
    fix: (m) =>
      `${m[1]} ${({ is: 'are', was: 'were', has: 'have', "doesn't": "don't", does: 'do' } as Record<string, string>)[m[2]!.toLowerCase()]}`,
  },
  {
    pattern: 'since-for',
    // "I live here since two years": for + a length of time, and the present perfect with it.
    re: new RegExp(
      `\\b(?:(I|we|you|they) (live|work|study|teach|know|learn|wait)\\b([^.!?]*?) )?since (\\d+|a|an|one|${w(NUMBER_WORDS)}|a few|many|several) (${PERIOD_UNITS})\\b`,
      'gi',
    ),
    fix: (m) => {
      const period = `for ${m[4]} ${m[5]}`;
      if (!m[1]) return keepCase(m[0], period);
      const participle: Record<string, string> = {
        live: 'lived',
        work: 'worked',
        study: 'studied',
        teach: 'taught',
        know: 'known',
        learn: 'learned',
        wait: 'waited',
      };
      return `${m[1]} have ${participle[m[2]!.toLowerCase()]}${m[3]} ${period}`;
    },
  },
  {
    pattern: 'since-for',
    re: /\bfor ((?:19|20)\d\d|last (?:year|month|week)|monday|tuesday|wednesday|thursday|friday|january|february|march|april|june|july|september|october|november|december)\b/gi,
    fix: (m) => `since ${m[1]}`,
  },
  {
    pattern: 'past-simple',
    re: /\b(I|we|he|she|they|you|it) ([a-z]+)\b/gi,
    fix: (m, text) => {
      if (
        !/\b(yesterday|last (night|week|weekend|year|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)|ago)\b/i.test(
          text,
        )
      )
        return null;
      if (/\b(will|going to|would|tomorrow|next)\b/i.test(text)) return null;
      // After did / didn't / can ... the base form is right ("Did you watch the match last night?").
      if (
        /\b(did|didn['’]t|did not|do|does|can|could|should|must|might|may|to)\s+$/i.test(
          text.slice(0, m.index),
        )
      )
        return null;
      const verb = m[2]!.toLowerCase();
      if (verb === 'is' || verb === 'am') return `${m[1]} was`;
      if (verb === 'are') return `${m[1]} were`;
      if (isPast(verb) || AUX.has(verb)) return null;
      const base = baseOf(verb);
      if (!base) return null;
      return `${m[1]} ${pastOf(base)}`;
    },
  },
  {
    pattern: 'make-do',
    re: /\b(make|makes|made|making|do|does|did|doing) (my |your |the |a |an |some |our )?(homework|sport|sports|exercise|exercises|shopping|mistake|mistakes|decision|photo|picture|complaint|research|noise|money|plan|housework)\b/gi,
    fix: (m) => {
      const verb = m[1]!.toLowerCase();
      const det = m[2] ?? '';
      const noun = m[3]!.toLowerCase();
      const isMake = verb.startsWith('ma');
      const forms: Record<string, string[]> = {
        make: ['make', 'makes', 'made', 'making'],
        do: ['do', 'does', 'did', 'doing'],
        take: ['take', 'takes', 'took', 'taking'],
      };
      const tense = (isMake ? forms.make! : forms.do!).indexOf(verb);
      const wants: Record<string, 'make' | 'do' | 'take'> = {
        homework: 'do',
        sport: 'do',
        sports: 'do',
        exercise: 'do',
        exercises: 'do',
        shopping: 'do',
        research: 'do',
        housework: 'do',
        mistake: 'make',
        mistakes: 'make',
        decision: 'make',
        complaint: 'make',
        noise: 'make',
        money: 'make',
        plan: 'make',
        photo: 'take',
        picture: 'take',
      };
      const want = wants[noun]!;
      if ((want === 'make') === isMake && want !== 'take') return null;
      if (want === 'take' && !isMake && !/^d/.test(verb)) return null;
      let newDet = det;
      if (noun === 'shopping' && !det) newDet = 'the ';
      if (noun === 'research' && /^an? $/.test(det)) newDet = '';
      return `${forms[want]![tense]} ${newDet}${noun}`;
    },
  },
  {
    pattern: 'explain-to',
    re: /\b(explain|explained|describe|described|say|said)( me| us| him| her)( the \w+| this| that| it)?\b/gi,
    fix: (m) => {
      const verb = m[1]!.toLowerCase();
      const thing = m[3] ?? '';
      if (verb === 'say') return `tell${m[2]}${thing}`;
      if (verb === 'said') return `told${m[2]}${thing}`;
      return thing ? `${m[1]}${thing} to${m[2]}` : `${m[1]} to${m[2]}`;
    },
  },
  {
    pattern: 'missing-subject',
    re: /(^|[.!?]\s+)(is|was) (raining|snowing|cold|hot|warm|late|early|expensive|cheap|far|near|possible|impossible|necessary|important|difficult|easy|nice|true|sunny|windy|dark|free|open|closed|enough|too \w+|very \w+)\b([^.!?]*)([.!?]?)/gi,
    fix: (m) => {
      const verb = m[2]!.toLowerCase();
      const question = m[5] === '?';
      const rest = `${m[3]}${m[4]}${m[5]}`;
      if (question) return `${m[1]}${keepCase(m[2]!, verb)} it ${rest}`;
      return `${m[1]}${verb === 'is' ? keepCase(m[2]!, "it's") : keepCase(m[2]!, 'it was')} ${rest}`;
    },
  },
  {
    pattern: 'prep-time',
    re: new RegExp(`\\b(in|at) (${w(DAYS)})(s?)\\b`, 'gi'),
    fix: (m) => `on ${m[2]}${m[3]}`,
  },
  {
    pattern: 'prep-time',
    re: new RegExp(
      `\\b(on|at) (${w(MONTHS.replace('may ', ''))}|summer|winter|spring|autumn|(?:19|20)\\d\\d)\\b`,
      'gi',
    ),
    fix: (m) => `in ${m[2]}`,
  },
  {
    pattern: 'prep-time',
    re: /\b(in|on) (\d{1,2}(?::\d\d)? ?(?:o'clock|am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d|noon|midnight)/gi,
    fix: (m) => `at ${m[2]}`,
  },
  {
    pattern: 'prep-time',
    re: /\b(in the night|at the (morning|afternoon|evening)|in the weekend|on the weekend)\b/gi,
    fix: (m) => {
      const s = m[1]!.toLowerCase();
      if (s === 'in the night') return 'at night';
      if (s.endsWith('weekend')) return 'at the weekend';
      return `in the ${m[2]}`;
    },
  },
  {
    pattern: 'prep-place',
    re: /\b(arrive|arrives|arrived|arriving) to (the )?(\w+)/gi,
    fix: (m) => {
      if (/^home$/i.test(m[3]!)) return `${m[1]} home`;
      const place = /^[A-Z]/.test(m[3]!) && !m[2] ? 'in' : 'at';
      return `${m[1]} ${place} ${m[2] ?? ''}${m[3]}`;
    },
  },
  {
    pattern: 'prep-place',
    re: /\b(go|goes|went|come|comes|came|get|got) to home\b/gi,
    fix: (m) => `${m[1]} home`,
  },
  {
    pattern: 'prep-place',
    re: /\b(in the internet|on the (picture|photo)|on the (university|bus stop|work)|in (the )?work)\b/gi,
    fix: (m) => {
      const s = m[1]!.toLowerCase();
      if (s === 'in the internet') return 'on the internet';
      if (m[2]) return `in the ${m[2]}`;
      if (/work$/.test(s)) return 'at work';
      if (m[3] === 'university') return 'at university';
      return `at the ${m[3]}`;
    },
  },
  {
    pattern: 'uncountable',
    re: new RegExp(
      `\\b(an?) ((?:good|bad|useful|great|important|new|nice|terrible|heavy|little|lot of)\\s)?(${UNCOUNTABLE.join('|')})\\b`,
      'gi',
    ),
    fix: (m) => {
      if (m[2]?.trim().toLowerCase() === 'lot of' || m[2]?.trim().toLowerCase() === 'little') return null;
      if (m[2]) return `${m[2]}${m[3]}`;
      return `${keepCase(m[1]!, 'some')} ${m[3]}`;
    },
  },
  {
    pattern: 'plural-uncountable',
    re: /\b(advices|informations|furnitures|luggages|baggages|equipments|knowledges|feedbacks|evidences|accommodations|homeworks|softwares|researches)\b/gi,
    fix: (m, text) => {
      const word = m[1]!.toLowerCase();
      if (
        word === 'researches' &&
        !/\b(the|some|many|these|those|my|your|our|new|recent|of)\s+researches\b/i.test(text)
      )
        return null;
      return keepCase(m[1]!, word === 'researches' ? 'research' : word.slice(0, -1));
    },
  },
  {
    pattern: 'very-like',
    re: /\b(I|we|they|you|he|she) very (like|love|want|enjoy|likes|loves|wants|enjoys|liked|loved|wanted|enjoyed|need)\b/gi,
    fix: (m) => `${m[1]} really ${m[2]}`,
  },
  {
    pattern: 'third-person',
    re: /(?<!\b(?:does|did|do|can|could|will|would|should|may|might|must|doesn't|didn't|let|make|not)\s)\b(he|she|it) (don't|have|haven't)\b/gi,
    fix: (m) => {
      const v = m[2]!.toLowerCase();
      return `${m[1]} ${v === "don't" ? "doesn't" : v === 'have' ? 'has' : "hasn't"}`;
    },
  },
  {
    pattern: 'dependent-prep',
    re: /\b(depends?|depended|depending) (from|of)\b|\b(interested) (about|for|on)\b|\b(listen|listening|listened) (music|the radio|me|you|him|her|us|them)\b|\b(wait|waiting|waited) (you|him|her|us|them|me)\b|\b(discuss|discussed|discussing) about\b|\b(afraid) (from|before)\b|\b(married) with\b/gi,
    fix: (m) => {
      if (m[1]) return `${m[1]} on`;
      if (m[3]) return `${m[3]} in`;
      if (m[5]) return `${m[5]} to ${m[6]}`;
      if (m[7]) return `${m[7]} for ${m[8]}`;
      if (m[9]) return m[9];
      if (m[10]) return `${m[10]} of`;
      return `${m[11]} to`;
    },
  },
  {
    pattern: 'article',
    re: new RegExp(
      `\\b(I have|I need|I want|I booked|I had|I've got|I got|there is|there's|it is|it's|is there|have you got|do you have|I would like|I'd like|I have got) (${COUNTABLE.join('|')})\\b`,
      'gi',
    ),
    fix: (m, text) => {
      const noun = m[2]!.toLowerCase();
      // "I have cold water", "a seat number": a noun used as a modifier is not a mistake here.
      const after = text.slice(m.index + m[0].length);
      if (/^\s+(?:number|pass|card|water|time|class)\b/i.test(after) && noun !== 'boarding') return null;
      if (noun === 'cold' && !/\bhave\b/i.test(m[1]!)) return null;
      if (noun === 'single' || noun === 'double') return `${m[1]} a ${m[2]}`;
      return `${m[1]} ${an(noun)} ${m[2]}`;
    },
  },
];

/** Every mistake found in the line, in the order of the line. */
export function findRecasts(text: string): Recast[] {
  const found: (Recast & { at: number; end: number })[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const right = rule.fix(m, text);
      if (right !== null && right !== m[0]) {
        const start = m.index;
        const end = m.index + m[0].length;
        // A rule may match from the end of the sentence before ('. Where I can'): that part is kept.
        const lead = /^[.!?]*\s*/.exec(m[0])![0];
        const wrong = right.startsWith(lead) ? m[0].slice(lead.length) : m[0];
        const fixed = right.startsWith(lead) ? right.slice(lead.length) : right;
        if (!found.some((f) => start < f.end && end > f.at)) {
          found.push({ pattern: rule.pattern, wrong, right: fixed, at: start, end });
        }
      }
      if (!rule.re.global) break;
      if (m[0].length === 0) rule.re.lastIndex++;
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ pattern, wrong, right }) => ({ pattern, wrong, right }));
}

/** The line with every finding put right. */
export function correct(text: string, recasts: readonly Recast[]): string {
  let out = text;
  for (const r of recasts) out = out.replace(r.wrong, r.right);
  return out;
}

const SUBJECT_BEFORE = new Set(
  'and but so if that when because where what why how do does did can could will would should are were have has'.split(
    ' ',
  ),
);

/**
 * The learner's words as the partner says them back: I ↔ you, my ↔ your, with the verb "to be"
 * agreeing ("I am agree" → corrected "I agree" → "you agree").
 */
export function swapPerson(text: string): string {
  const tokens = text.split(/(\s+|[,.!?;:—-])/);
  const out: string[] = [];
  let previousWord = '';
  for (const tok of tokens) {
    const lower = tok.toLowerCase();
    let rep = tok;
    if (/^\w/.test(tok) || /^(i['’]m|you['’]re|i['’]ve|you['’]ve)$/i.test(tok)) {
      switch (lower) {
        case 'i':
          rep = 'you';
          break;
        case 'me':
          rep = 'you';
          break;
        case 'my':
          rep = 'your';
          break;
        case 'mine':
          rep = 'yours';
          break;
        case 'myself':
          rep = 'yourself';
          break;
        case 'we':
          rep = 'you';
          break;
        case 'us':
          rep = 'you';
          break;
        case 'our':
          rep = 'your';
          break;
        case 'your':
          rep = 'my';
          break;
        case 'yours':
          rep = 'mine';
          break;
        case 'yourself':
          rep = 'myself';
          break;
        case 'you':
          rep = !previousWord || SUBJECT_BEFORE.has(previousWord) ? 'I' : 'me';
          break;
        case "i'm":
        case 'i’m':
          rep = "you're";
          break;
        case "you're":
        case 'you’re':
          rep = "I'm";
          break;
        case "i've":
        case 'i’ve':
          rep = "you've";
          break;
        case "you've":
        case 'you’ve':
          rep = "I've";
          break;
      }
      previousWord = lower;
    }
    out.push(rep);
  }
  let s = out.join('');
  s = s
    .replace(/\byou am\b/g, 'you are')
    .replace(/\bam you\b/gi, (m) => keepCase(m, 'are you'))
    .replace(/\byou was\b/g, 'you were')
    .replace(/\bwas you\b/gi, (m) => keepCase(m, 'were you'))
    .replace(/\bI are\b/g, 'I am')
    .replace(/\bare I\b/gi, (m) => keepCase(m, 'am I'))
    .replace(/\bI were\b/g, 'I was')
    .replace(/\bwere I\b/gi, (m) => keepCase(m, 'was I'));
  return s[0] ? s[0].toUpperCase() + s.slice(1) : s;
}
