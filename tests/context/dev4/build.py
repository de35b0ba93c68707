#!/usr/bin/env python3
"""Builds labelled.jsonl from the compact sources in src/*.psv and validates it.
Source line: LINE|word|occ|category|pos|lemma|expression or -|uk;uk|pl;pl[|ipa]
Header line: ## <lesson-slug>"""
import json, re, sys, glob, os
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"homograph","plain","phrasal_verb","idiom","compound","number","ordinal","pos_shift","name_place","name_person","nationality_language","comparative","abbreviation"}
POS = {"noun","verb","adjective","adverb","preposition","pronoun","determiner","conjunction","interjection","number","name"}
def count_word(word, sent):
    pat = r'(?<![\w])' + re.escape(word) + r'(?![\w])'
    return len(re.findall(pat, sent, flags=re.I))
items, errs = [], []
for src in sorted(glob.glob(os.path.join(HERE, "src", "*.psv"))):
    lesson = None
    for n, raw in enumerate(open(src, encoding="utf-8"), 1):
        raw = raw.rstrip("\n")
        if not raw.strip() or raw.startswith("#!"):
            continue
        if raw.startswith("## "):
            lesson = raw[3:].strip()
            lines = open(os.path.join(HERE, "transcripts", lesson + ".txt"), encoding="utf-8").read().split("\n")
            continue
        f = raw.split("|")
        if len(f) not in (9, 10):
            errs.append(f"{src}:{n}: {len(f)} fields"); continue
        ln, word, occ, cat, pos, lemma, expr, uk, pl = f[:9]
        sent = lines[int(ln) - 1]
        d = {"id": None, "lesson": lesson, "sentence": sent, "word": word, "occurrence": int(occ),
             "category": cat, "pos": pos, "lemma": lemma, "expression": None if expr == "-" else expr,
             "uk": [x.strip() for x in uk.split(";")], "pl": [x.strip() for x in pl.split(";")]}
        if len(f) == 10:
            d["ipa"] = f[9]
        d["_src"] = f"{os.path.basename(src)}:{n}"
        d["_key"] = (os.path.basename(src), int(ln))
        items.append(d)
items.sort(key=lambda d: d["_key"])
out = []
for i, d in enumerate(items, 1):
    d.pop("_key")
    d["id"] = f"u{i:03d}"
    src = d.pop("_src")
    if d["category"] not in CATS: errs.append(f"{src}: bad category {d['category']}")
    if d["pos"] not in POS: errs.append(f"{src}: bad pos {d['pos']}")
    if count_word(d["word"], d["sentence"]) < d["occurrence"]: errs.append(f"{src}: '{d['word']}' x{d['occurrence']} not in: {d['sentence']}")
    if not (1 <= len(d["uk"]) <= 4 and 1 <= len(d["pl"]) <= 4): errs.append(f"{src}: renderings count")
    if any(not x for x in d["uk"] + d["pl"]): errs.append(f"{src}: empty rendering")
    out.append(d)
keys = Counter((d["lesson"], d["sentence"], d["word"].lower(), d["occurrence"]) for d in out)
for k, c in keys.items():
    if c > 1: errs.append(f"duplicate item {k}")
with open(os.path.join(HERE, "labelled.jsonl"), "w", encoding="utf-8") as fh:
    for d in out:
        fh.write(json.dumps(d, ensure_ascii=False) + "\n")
print("items", len(out))
for e in errs: print("ERR", e)
sys.exit(1 if errs else 0)
