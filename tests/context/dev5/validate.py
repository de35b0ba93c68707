#!/usr/bin/env python3
"""Validate tests/context/dev5/labelled.jsonl against the transcripts.

Checks: every line parses as JSON; field order is exactly
id, lesson, sentence, word, occurrence, category, pos, lemma, expression, uk, pl[, ipa];
ids unique and sequential (v001...), ordered by lesson then line;
every sentence is a line of transcripts/<lesson>.txt;
word occurs as a whole word at least `occurrence` times (case-insensitive);
category and pos come from the allowed lists; uk/pl are arrays of 1-4 non-empty strings.
Exit status 0 when clean.
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ORDER = ['pharmacy-visit', 'flat-viewing-landlord', 'football-match-radio',
         'cooking-show', 'bank-fraud-call', 'wedding-planning']
FIELDS = ['id', 'lesson', 'sentence', 'word', 'occurrence', 'category', 'pos',
          'lemma', 'expression', 'uk', 'pl']
CATS = {'homograph', 'plain', 'phrasal_verb', 'idiom', 'compound', 'number', 'ordinal',
        'pos_shift', 'name_place', 'name_person', 'nationality_language', 'comparative',
        'abbreviation'}
POS = {'noun', 'verb', 'adjective', 'adverb', 'preposition', 'conjunction', 'pronoun',
       'determiner', 'number', 'name', 'interjection', 'particle'}


def whole_word_count(word, line):
    # a whole word: not preceded or followed by a letter, digit, apostrophe or hyphen;
    # a trailing full stop is allowed unless it starts a decimal part (9.90).
    pat = r"(?<![\w'’\-])" + re.escape(word) + r"(?![\w'’\-])(?!\.\d)"
    return len(re.findall(pat, line, flags=re.IGNORECASE))


def main():
    errors = []
    lines_by_lesson = {}
    for slug in ORDER:
        p = os.path.join(HERE, 'transcripts', slug + '.txt')
        if not os.path.exists(p):
            errors.append(f'missing transcript {p}')
            continue
        tl = [l for l in open(p, encoding='utf-8').read().split('\n') if l.strip()]
        if not 44 <= len(tl) <= 48:
            errors.append(f'{slug}: {len(tl)} lines (want 44-48)')
        lines_by_lesson[slug] = tl
    ids = set()
    prev = (-1, -1)
    n = 0
    with open(os.path.join(HERE, 'labelled.jsonl'), encoding='utf-8') as fh:
        for i, raw in enumerate(fh, 1):
            if not raw.strip():
                errors.append(f'line {i}: empty line')
                continue
            try:
                d = json.loads(raw)
            except Exception as e:
                errors.append(f'line {i}: bad JSON: {e}')
                continue
            n += 1
            keys = list(d.keys())
            if keys != FIELDS and keys != FIELDS + ['ipa']:
                errors.append(f'line {i}: field order {keys}')
            iid = d.get('id')
            if not isinstance(iid, str) or not re.fullmatch(r'v\d{3}', iid):
                errors.append(f'line {i}: bad id {iid!r}')
            elif iid in ids:
                errors.append(f'line {i}: duplicate id {iid}')
            else:
                ids.add(iid)
                if int(iid[1:]) != n:
                    errors.append(f'line {i}: id {iid} not sequential (expected v{n:03d})')
            slug = d.get('lesson')
            if slug not in lines_by_lesson:
                errors.append(f'{iid}: unknown lesson {slug!r}')
                continue
            tl = lines_by_lesson[slug]
            s = d.get('sentence')
            if s not in tl:
                errors.append(f'{iid}: sentence not a transcript line: {s!r}')
                continue
            pos_key = (ORDER.index(slug), tl.index(s))
            if pos_key < prev:
                errors.append(f'{iid}: not ordered by lesson then line')
            prev = pos_key
            w = d.get('word')
            occ = d.get('occurrence')
            if not isinstance(w, str) or not w or ' ' in w:
                errors.append(f'{iid}: bad word {w!r}')
            elif not isinstance(occ, int) or occ < 1:
                errors.append(f'{iid}: bad occurrence {occ!r}')
            elif whole_word_count(w, s) < occ:
                errors.append(f'{iid}: word {w!r} occurs {whole_word_count(w, s)}x < {occ}')
            if d.get('category') not in CATS:
                errors.append(f'{iid}: bad category {d.get("category")!r}')
            if d.get('pos') not in POS:
                errors.append(f'{iid}: bad pos {d.get("pos")!r}')
            if not isinstance(d.get('lemma'), str) or not d['lemma']:
                errors.append(f'{iid}: bad lemma')
            e = d.get('expression')
            if e is not None and (not isinstance(e, str) or ' ' not in e.strip()):
                errors.append(f'{iid}: expression must be null or a multi-word string: {e!r}')
            for lang in ('uk', 'pl'):
                v = d.get(lang)
                if (not isinstance(v, list) or not 1 <= len(v) <= 4
                        or not all(isinstance(x, str) and x.strip() for x in v)
                        or len(set(v)) != len(v)):
                    errors.append(f'{iid}: bad {lang} {v!r}')
            if 'ipa' in d and not (isinstance(d['ipa'], str) and d['ipa'].startswith('/')):
                errors.append(f'{iid}: bad ipa {d["ipa"]!r}')
    for e in errors:
        print(e)
    print(f'{n} items, {len(errors)} problems')
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
