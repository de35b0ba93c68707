#!/usr/bin/env python3
"""Validate /work/dev7set/labelled.jsonl against the transcripts."""
import json, os, re, sys
from collections import Counter

ROOT = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lesson", "sentence", "word", "occurrence", "category", "pos", "lemma", "expression", "uk", "pl"]
CATS = {"plain", "homograph", "pos_shift", "phrasal_verb", "idiom", "compound", "comparative", "number",
        "ordinal", "abbreviation", "name_person", "name_place", "nationality_language"}
POS = {"noun", "verb", "adjective", "adverb", "preposition", "pronoun", "determiner", "conjunction",
       "interjection", "number", "name", "particle"}

def count_word(word, line):
    # whole word, case-insensitive; a hyphen or letter/digit next to it means it is part of a longer token
    pat = r"(?<![\w-])" + re.escape(word) + r"(?![\w-])"
    return len(re.findall(pat, line, flags=re.IGNORECASE))

def main(path=os.path.join(ROOT, "labelled.jsonl")):
    errs = []
    transcripts = {}
    tdir = os.path.join(ROOT, "transcripts")
    for fn in os.listdir(tdir):
        if fn.endswith(".txt"):
            transcripts[fn[:-4]] = set(open(os.path.join(tdir, fn), encoding="utf-8").read().split("\n")) - {""}
    n = 0
    cats = Counter()
    with open(path, encoding="utf-8") as f:
        for i, raw in enumerate(f, 1):
            raw = raw.rstrip("\n")
            if not raw.strip():
                errs.append(f"line {i}: blank line"); continue
            try:
                d = json.loads(raw)
            except Exception as e:
                errs.append(f"line {i}: JSON error {e}"); continue
            n += 1
            keys = list(d.keys())
            if keys != KEYS and keys != KEYS + ["ipa"]:
                errs.append(f"line {i}: bad keys/order {keys}")
            if d.get("id") != f"x{n:03d}":
                errs.append(f"line {i}: id {d.get('id')} expected x{n:03d}")
            les = d.get("lesson")
            if les not in transcripts:
                errs.append(f"line {i}: unknown lesson {les}")
            elif d.get("sentence") not in transcripts[les]:
                errs.append(f"line {i}: sentence is not an exact transcript line")
            w, occ = d.get("word"), d.get("occurrence")
            if not isinstance(w, str) or not w or " " in w:
                errs.append(f"line {i}: bad word {w!r}")
            elif not isinstance(occ, int) or occ < 1:
                errs.append(f"line {i}: bad occurrence {occ!r}")
            elif count_word(w, d.get("sentence", "")) < occ:
                errs.append(f"line {i}: word {w!r} occurs fewer than {occ} times")
            if d.get("category") not in CATS:
                errs.append(f"line {i}: bad category {d.get('category')}")
            cats[d.get("category")] += 1
            if d.get("pos") not in POS:
                errs.append(f"line {i}: bad pos {d.get('pos')}")
            if not isinstance(d.get("lemma"), str) or not d["lemma"]:
                errs.append(f"line {i}: bad lemma")
            if d.get("expression") is not None and (not isinstance(d["expression"], str) or not d["expression"]):
                errs.append(f"line {i}: bad expression")
            for k in ("uk", "pl"):
                v = d.get(k)
                if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
                    errs.append(f"line {i}: {k} must be a non-empty list of non-empty strings")
            if "ipa" in d and not (isinstance(d["ipa"], str) and d["ipa"].startswith("/") and d["ipa"].endswith("/")):
                errs.append(f"line {i}: bad ipa {d['ipa']!r}")
            if "'" in "".join(d.get("uk") or []):
                errs.append(f"line {i}: Ukrainian uses ASCII apostrophe (use ’)")
    for e in errs:
        print(e)
    hard = n - cats["plain"]
    print(f"{n} items, {len(errs)} errors, hard {hard} ({100*hard/max(n,1):.1f}%)")
    return 1 if errs else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
