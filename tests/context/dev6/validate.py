#!/usr/bin/env python3
"""Validate labelled.jsonl against the dev6 transcripts.

Checks: exact key order, valid category/pos, unique sequential ids, lesson has a
transcript, sentence is a substring of one transcript line, the word occurs (as a
whole word, case-insensitive) at least `occurrence` times in the sentence, uk/pl
are non-empty lists (1-6) of non-empty strings, expression is null or a string,
optional ipa is /.../.
Usage: python3 validate.py [labelled.jsonl]
"""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = ["id", "lesson", "sentence", "word", "occurrence", "category", "pos",
        "lemma", "expression", "uk", "pl"]
CATS = {"plain", "homograph", "pos_shift", "phrasal_verb", "idiom", "compound",
        "comparative", "number", "ordinal", "abbreviation", "name_person",
        "name_place", "nationality_language"}
POS = {"noun", "verb", "adjective", "adverb", "preposition", "pronoun",
       "determiner", "conjunction", "interjection", "number", "name", "particle"}


def count_word(word, sentence):
    pat = r"(?<![\w])" + re.escape(word) + r"(?![\w])"
    return len(re.findall(pat, sentence, flags=re.IGNORECASE))


def main(path):
    tdir = os.path.join(HERE, "transcripts")
    lines = {}
    for fn in os.listdir(tdir):
        if fn.endswith(".txt"):
            with open(os.path.join(tdir, fn), encoding="utf-8") as f:
                lines[fn[:-4]] = [l.rstrip("\n") for l in f if l.strip()]
    errors, ids = [], set()
    cats = defaultdict(Counter)
    n = 0
    with open(path, encoding="utf-8") as f:
        for i, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            n += 1
            where = f"line {i}"
            try:
                it = json.loads(raw)
            except json.JSONDecodeError as e:
                errors.append(f"{where}: bad JSON {e}")
                continue
            keys = list(it)
            if keys != KEYS and keys != KEYS + ["ipa"]:
                errors.append(f"{where}: keys {keys}")
                continue
            where = f"line {i} ({it['id']})"
            if it["id"] in ids:
                errors.append(f"{where}: duplicate id")
            ids.add(it["id"])
            if it["id"] != f"w{n:03d}":
                errors.append(f"{where}: expected id w{n:03d}")
            if it["lesson"] not in lines:
                errors.append(f"{where}: no transcript for {it['lesson']}")
            elif not any(it["sentence"] in l for l in lines[it["lesson"]]):
                errors.append(f"{where}: sentence not in transcript")
            if it["category"] not in CATS:
                errors.append(f"{where}: category {it['category']}")
            if it["pos"] not in POS:
                errors.append(f"{where}: pos {it['pos']}")
            if it["pos"] == "particle" and it["category"] != "phrasal_verb":
                errors.append(f"{where}: particle outside a phrasal verb")
            occ = it["occurrence"]
            if not isinstance(occ, int) or occ < 1:
                errors.append(f"{where}: occurrence {occ!r}")
            elif count_word(it["word"], it["sentence"]) < occ:
                errors.append(f"{where}: '{it['word']}' occurs fewer than {occ} times")
            if not isinstance(it["lemma"], str) or not it["lemma"].strip():
                errors.append(f"{where}: empty lemma")
            if it["expression"] is not None and (not isinstance(it["expression"], str) or not it["expression"].strip()):
                errors.append(f"{where}: bad expression")
            for lang in ("uk", "pl"):
                v = it[lang]
                if not isinstance(v, list) or not 1 <= len(v) <= 6 or not all(isinstance(s, str) and s.strip() for s in v):
                    errors.append(f"{where}: bad {lang} {v!r}")
                elif len(set(v)) != len(v):
                    errors.append(f"{where}: duplicate {lang} rendering")
            if "ipa" in it and not re.fullmatch(r"/[^/]+/", it["ipa"] or ""):
                errors.append(f"{where}: bad ipa {it['ipa']!r}")
            cats[it["lesson"]][it["category"]] += 1
    for e in errors:
        print(e)
    total = sum(sum(c.values()) for c in cats.values())
    hard = total - sum(c["plain"] for c in cats.values())
    print(f"{n} items, {len(errors)} errors; hard {hard}/{total} = {hard / max(total, 1):.1%}")
    for lesson in sorted(cats):
        print(f"  {lesson}: {sum(cats[lesson].values())} ({dict(sorted(cats[lesson].items()))})")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "labelled.jsonl")))
