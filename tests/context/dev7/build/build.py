"""Build labelled.jsonl from the compact per-lesson label files l1.py..l6.py.
Each label references a transcript line by number; the sentence is copied from the transcript."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
out = []
n = 0
for i in range(1, 7):
    p = os.path.join(HERE, f"l{i}.py")
    if not os.path.exists(p):
        continue
    g = {}
    exec(open(p, encoding="utf-8").read(), g)
    slug, L = g["S"], g["L"]
    lines = open(os.path.join(ROOT, "transcripts", slug + ".txt"), encoding="utf-8").read().split("\n")
    for t in L:
        ln, word, occ, cat, pos, lemma, expr, uk, pl = t[:9]
        n += 1
        d = {"id": f"x{n:03d}", "lesson": slug, "sentence": lines[ln - 1], "word": word,
             "occurrence": occ, "category": cat, "pos": pos, "lemma": lemma, "expression": expr,
             "uk": uk.split("|"), "pl": pl.split("|")}
        if len(t) > 9 and t[9]:
            d["ipa"] = t[9]
        out.append(d)
with open(os.path.join(ROOT, "labelled.jsonl"), "w", encoding="utf-8") as f:
    for d in out:
        f.write(json.dumps(d, ensure_ascii=False) + "\n")
print(len(out), "items written")
