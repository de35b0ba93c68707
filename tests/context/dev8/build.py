#!/usr/bin/env python3
"""Build labelled.jsonl from transcripts/*.txt and src/*.lab (compact label files).
Label line: LINE|word|occ|category|pos|lemma|expression|uk1;uk2|pl1;pl2[|ipa]
"""
import json, os, sys
BASE = os.path.dirname(os.path.abspath(__file__))
ORDER = ["driving-lesson", "neighbour-noise-dispute", "lost-luggage-airport",
         "home-insurance-claim", "charity-shop-volunteer", "pub-quiz-night"]
import re
def _offset(word, sentence, occ):
    pat = r"(?<![^\W_])(?<!-)" + re.escape(word) + r"(?![^\W_])(?!-)"
    ms = list(re.finditer(pat, sentence, flags=re.IGNORECASE))
    return ms[occ - 1].start() if len(ms) >= occ else 10**6
out = []
n = 0
for slug in ORDER:
    lab = os.path.join(BASE, "src", slug + ".lab")
    if not os.path.exists(lab):
        continue
    lines = open(os.path.join(BASE, "transcripts", slug + ".txt"), encoding="utf-8").read().split("\n")
    lines = [l for l in lines if l != ""]
    for raw in open(lab, encoding="utf-8"):
        raw = raw.rstrip("\n")
        if not raw.strip() or raw.startswith("#"):
            continue
        f = raw.split("|")
        if len(f) not in (9, 10):
            sys.exit(f"bad field count in {slug}: {raw}")
        ln, word, occ, cat, pos, lemma, expr, uk, pl = f[:9]
        n += 1
        rec = {"id": f"y{n:03d}", "lesson": slug, "sentence": lines[int(ln) - 1],
               "word": word, "occurrence": int(occ) if occ else 1, "category": cat,
               "pos": pos, "lemma": lemma, "expression": expr if expr else None,
               "uk": [s.strip() for s in uk.split(";") if s.strip()],
               "pl": [s.strip() for s in pl.split(";") if s.strip()]}
        if len(f) == 10 and f[9].strip():
            rec["ipa"] = "/" + f[9].strip().strip("/") + "/"
        rec["_key"] = (int(ln), _offset(word, rec["sentence"], rec["occurrence"]))
        out.append(rec)
# order: lesson order, then line number, then position of the clicked token in the line
out.sort(key=lambda r: (ORDER.index(r["lesson"]), r["_key"]))
for k, r in enumerate(out, 1):
    del r["_key"]
    r["id"] = f"y{k:03d}"
with open(os.path.join(BASE, "labelled.jsonl"), "w", encoding="utf-8") as fh:
    for r in out:
        fh.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "items written")
