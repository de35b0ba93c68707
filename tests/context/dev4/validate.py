#!/usr/bin/env python3
"""Independent validator for labelled.jsonl."""
import json, re, os, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"homograph","plain","phrasal_verb","idiom","compound","number","ordinal","pos_shift","name_place","name_person","nationality_language","comparative","abbreviation"}
POS = {"noun","verb","adjective","adverb","preposition","pronoun","determiner","conjunction","interjection","number","name"}
ORDER = ["id","lesson","sentence","word","occurrence","category","pos","lemma","expression","uk","pl"]
errs, ids, cat, les = [], set(), Counter(), Counter()
tx = {}
for n, line in enumerate(open(os.path.join(HERE, "labelled.jsonl"), encoding="utf-8"), 1):
    try:
        d = json.loads(line)
    except Exception as e:
        errs.append(f"{n}: parse {e}"); continue
    keys = list(d)
    if keys[:11] != ORDER or keys[11:] not in ([], ["ipa"]): errs.append(f"{n}: field order {keys}")
    if d["id"] in ids: errs.append(f"{n}: dup id")
    ids.add(d["id"])
    if d["lesson"] not in tx:
        tx[d["lesson"]] = open(os.path.join(HERE, "transcripts", d["lesson"] + ".txt"), encoding="utf-8").read().split("\n")
    if d["sentence"] not in tx[d["lesson"]]: errs.append(f"{n}: sentence not a transcript line")
    c = len(re.findall(r'(?<![\w])' + re.escape(d["word"]) + r'(?![\w])', d["sentence"], re.I))
    if c < d["occurrence"]: errs.append(f"{n}: word occurrence")
    if d["category"] not in CATS: errs.append(f"{n}: category")
    if d["pos"] not in POS: errs.append(f"{n}: pos")
    cat[d["category"]] += 1; les[d["lesson"]] += 1
tot = sum(cat.values())
print("total", tot)
for k, v in cat.most_common(): print(f"  {k:22s} {v:4d} {100*v/tot:5.1f}%")
print("hard share", round(100 * (tot - cat['plain']) / tot, 1))
for k, v in sorted(les.items()): print(f"  {k:22s} {v}")
for e in errs: print("ERR", e)
sys.exit(1 if errs else 0)
