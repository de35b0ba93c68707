#!/usr/bin/env python3
"""Validate /work/dev8set/labelled.jsonl against the transcripts. Exit 1 on any error."""
import json, os, re, sys
from collections import Counter, defaultdict
BASE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lesson", "sentence", "word", "occurrence", "category", "pos",
        "lemma", "expression", "uk", "pl"]
CATS = {"plain", "homograph", "pos_shift", "phrasal_verb", "idiom", "compound",
        "comparative", "number", "ordinal", "abbreviation", "name_person",
        "name_place", "nationality_language"}
POS = {"noun", "verb", "adjective", "adverb", "preposition", "pronoun", "determiner",
       "conjunction", "interjection", "number", "name", "particle"}
errors = []
def err(i, msg):
    errors.append(f"line {i}: {msg}")

transcripts = {}
tdir = os.path.join(BASE, "transcripts")
for fn in sorted(os.listdir(tdir)):
    if fn.endswith(".txt"):
        text = open(os.path.join(tdir, fn), encoding="utf-8").read()
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines = lines[:-1]
        if not 45 <= len(lines) <= 50:
            errors.append(f"{fn}: {len(lines)} lines, expected 45-50")
        for k, l in enumerate(lines, 1):
            if not l.strip():
                errors.append(f"{fn}: blank line {k}")
        transcripts[fn[:-4]] = set(lines)

def count_occ(word, sentence):
    pat = r"(?<![^\W_])(?<!-)" + re.escape(word) + r"(?![^\W_])(?!-)"
    return len(re.findall(pat, sentence, flags=re.IGNORECASE))

CYR = re.compile(r"[\u0400-\u04FF]")
LATIN = re.compile(r"[A-Za-z]")
BANNED_UK = set("ыэъёЫЭЪЁ")
expr_render = {}
items = 0
cats = Counter()
LABELS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(BASE, "labelled.jsonl")
with open(LABELS, encoding="utf-8") as fh:
    for i, raw in enumerate(fh, 1):
        if not raw.strip():
            err(i, "blank line"); continue
        try:
            r = json.loads(raw)
        except Exception as e:
            err(i, f"bad json {e}"); continue
        items += 1
        keys = list(r.keys())
        if keys not in (KEYS, KEYS + ["ipa"]):
            err(i, f"keys/order wrong: {keys}")
            continue
        if r["id"] != f"y{items:03d}":
            err(i, f"id {r['id']} expected y{items:03d}")
        if r["lesson"] not in transcripts:
            err(i, f"unknown lesson {r['lesson']}"); continue
        if r["sentence"] not in transcripts[r["lesson"]]:
            err(i, "sentence is not an exact transcript line")
        w = r["word"]
        if not isinstance(w, str) or not w or " " in w or "'" in w or "’" in w:
            err(i, f"bad word {w!r}")
        occ = r["occurrence"]
        if not isinstance(occ, int) or isinstance(occ, bool) or occ < 1:
            err(i, "occurrence must be int >= 1")
        elif count_occ(w, r["sentence"]) < occ:
            err(i, f"word {w!r} occurs {count_occ(w, r['sentence'])}x < occurrence {occ}")
        if r["category"] not in CATS:
            err(i, f"bad category {r['category']}")
        cats[r["category"]] += 1
        if r["pos"] not in POS:
            err(i, f"bad pos {r['pos']}")
        if not isinstance(r["lemma"], str) or not r["lemma"].strip():
            err(i, "empty lemma")
        e = r["expression"]
        if e is not None and (not isinstance(e, str) or len(e.split()) < 2):
            err(i, f"expression must be null or multi-word string: {e!r}")
        for lang in ("uk", "pl"):
            v = r[lang]
            if not isinstance(v, list) or not (1 <= len(v) <= 6) or \
               not all(isinstance(s, str) and s.strip() for s in v):
                err(i, f"{lang} must be a list of 1-6 non-empty strings")
                continue
            if len(set(v)) != len(v):
                err(i, f"{lang} has duplicates")
        if isinstance(r["uk"], list):
            for s in r["uk"]:
                # must be Cyrillic, or a digits/abbreviation-only form (e.g. "£62", "16:30", "HS742918", "M&S")
                if not CYR.search(s) and not re.fullmatch(r"[0-9A-Z£$€&:.,/–\-+ p%№]+", s):
                    err(i, f"uk rendering not Cyrillic: {s!r}")
                if "\u02bc" in s:
                    err(i, f"uk uses modifier-letter apostrophe, use ’: {s!r}")
                if set(s) & BANNED_UK:
                    err(i, f"uk rendering has ы/э/ъ/ё: {s!r}")
                if "'" in s:
                    err(i, f"uk uses ASCII apostrophe: {s!r}")
        if isinstance(r["pl"], list):
            for s in r["pl"]:
                if CYR.search(s):
                    err(i, f"pl rendering has Cyrillic: {s!r}")
        if "ipa" in r and not (isinstance(r["ipa"], str) and r["ipa"].startswith("/") and r["ipa"].endswith("/")):
            err(i, "ipa must be /.../")
        if e is not None:
            key = (r["lesson"], r["sentence"], e)
            rend = (tuple(r["uk"]), tuple(r["pl"]))
            if key in expr_render and expr_render[key] != rend:
                err(i, f"expression {e!r} rendered differently in same line")
            expr_render.setdefault(key, rend)

for e in errors:
    print("ERROR", e)
hard = items - cats["plain"]
print(f"{items} items, hard {hard} ({100*hard/max(items,1):.1f}%), errors {len(errors)}")
sys.exit(1 if errors else 0)
