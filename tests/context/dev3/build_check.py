#!/usr/bin/env python3
"""Build labelled.jsonl from labels.src (compact hand-written rows) and validate it.

labels.src rows:  LINE|word|occ|category|pos|lemma|expression|uk1;uk2|pl1;pl2[|ipa]
'# slug' starts a lesson; LINE is the 1-based transcript line used as the sentence
(or 'LINE:substring' to use an exact substring of that line). Renderings are copied as written.
A leading '!' marks a row that must be in the set, '~' a row left out. The pool of rows is larger than the
set: rows are chosen per lesson and category to reach about TOTAL items with the category shares in SHARE
(must rows first, then evenly spaced through the lesson); rows not chosen stay in labels.src as a reserve.
"""
import json, re, sys, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
CATS = {"homograph","plain","phrasal_verb","idiom","compound","number","ordinal","pos_shift","name_place",
        "name_person","nationality_language","comparative","abbreviation"}
POS = {"noun","verb","adjective","adverb","preposition","pronoun","determiner","conjunction","interjection","number","name"}

def count_word(word, sent):
    pat = r'(?<![A-Za-z0-9À-ž])' + re.escape(word) + r'(?![A-Za-z0-9À-ž])'
    return len(re.findall(pat, sent, flags=re.I))

TOTAL = 480
SHARE = {"homograph": .25, "plain": .20, "phrasal_verb": .10, "idiom": .09, "compound": .08, "number": .07,
         "pos_shift": .05, "names": .07}
GROUP = {"name_person": "names", "name_place": "names"}

def select(rows):
    """rows: list of (lesson, category, must). Returns set of chosen indices."""
    lessons = list(dict.fromkeys(r[0] for r in rows))
    by = collections.defaultdict(list)
    for i, (l, c, m) in enumerate(rows): by[(l, GROUP.get(c, c))].append(i)
    chosen = set()
    for g in set(GROUP.get(r[1], r[1]) for r in rows):
        if g not in SHARE:          # small categories: keep everything
            for l in lessons: chosen.update(by[(l, g)])
            continue
        target = round(SHARE[g] * TOTAL)
        quota = {l: 0 for l in lessons}
        avail = {l: len(by[(l, g)]) for l in lessons}
        for l in lessons: quota[l] = max(sum(rows[i][2] for i in by[(l, g)]), 0)
        while sum(quota.values()) < target and any(quota[l] < avail[l] for l in lessons):
            l = min((l for l in lessons if quota[l] < avail[l]), key=lambda l: (quota[l], lessons.index(l)))
            quota[l] += 1
        for l in lessons:
            idx = by[(l, g)]
            musts = [i for i in idx if rows[i][2]]
            rest = [i for i in idx if not rows[i][2]]
            k = quota[l] - len(musts)
            pick = [rest[int((j + 0.5) * len(rest) / k)] for j in range(k)] if k > 0 else []
            chosen.update(musts); chosen.update(pick)
    return chosen

def build():
    lines = {}
    out, lesson, n, flags = [], None, 0, []
    for raw in open(os.path.join(HERE, "labels.src"), encoding="utf-8"):
        raw = raw.rstrip("\n")
        if not raw.strip() or raw.startswith("~"): continue
        must = raw.startswith("!")
        if must: raw = raw[1:]
        if raw.startswith("#"):
            lesson = raw[1:].strip()
            lines[lesson] = open(os.path.join(HERE, "transcripts", lesson + ".txt"), encoding="utf-8").read().split("\n")
            continue
        f = raw.split("|")
        assert len(f) in (9, 10), raw
        ln = f[0]
        if ":" in ln:
            num, sub = ln.split(":", 1)
            sent = sub
            assert sub in lines[lesson][int(num) - 1], raw
        else:
            sent = lines[lesson][int(ln) - 1]
        n += 1
        o = collections.OrderedDict()
        o["id"] = "t%03d" % n
        o["lesson"] = lesson
        o["sentence"] = sent
        o["word"] = f[1]
        o["occurrence"] = int(f[2]) if f[2] else 1
        o["category"] = f[3]; o["pos"] = f[4]; o["lemma"] = f[5]
        o["expression"] = None if f[6] == "-" else f[6]
        o["uk"] = [x.strip() for x in f[7].split(";")]
        o["pl"] = [x.strip() for x in f[8].split(";")]
        if len(f) == 10 and f[9]: o["ipa"] = f[9]
        out.append(o); flags.append(must)
    keep = select([(o["lesson"], o["category"], m) for o, m in zip(out, flags)])
    out = [o for i, o in enumerate(out) if i in keep]
    print("pool", len(flags), "chosen", len(out))
    for i, o in enumerate(out, 1): o["id"] = "t%03d" % i
    with open(os.path.join(HERE, "labelled.jsonl"), "w", encoding="utf-8") as w:
        for o in out: w.write(json.dumps(o, ensure_ascii=False) + "\n")

def check():
    errs = []; ids = set(); cats = collections.Counter(); les = collections.Counter()
    tr = {}
    for i, line in enumerate(open(os.path.join(HERE, "labelled.jsonl"), encoding="utf-8"), 1):
        try: o = json.loads(line)
        except Exception as e: errs.append(f"{i}: parse {e}"); continue
        keys = list(o.keys())
        exp = ["id","lesson","sentence","word","occurrence","category","pos","lemma","expression","uk","pl"]
        if keys[:11] != exp or (len(keys) == 12 and keys[11] != "ipa") or len(keys) > 12: errs.append(f"{i}: keys {keys}")
        if o["id"] in ids: errs.append(f"{i}: dup id")
        ids.add(o["id"])
        if o["lesson"] not in tr:
            p = os.path.join(HERE, "transcripts", o["lesson"] + ".txt")
            tr[o["lesson"]] = open(p, encoding="utf-8").read().split("\n")
        if not any(o["sentence"] in l for l in tr[o["lesson"]]): errs.append(f"{i}: sentence not in transcript")
        if count_word(o["word"], o["sentence"]) < o["occurrence"]: errs.append(f"{i}: word {o['word']!r} occ {o['occurrence']}")
        if o["category"] not in CATS: errs.append(f"{i}: cat {o['category']}")
        if o["pos"] not in POS: errs.append(f"{i}: pos {o['pos']}")
        for k in ("uk","pl"):
            if not (1 <= len(o[k]) <= 4) or any(not x for x in o[k]): errs.append(f"{i}: {k} count")
        for x in o["uk"]:
            if re.search(r"[ыэъё]", x, re.I) or "'" in x or re.search(r"[a-z]", x, re.I): errs.append(f"{i}: uk chars {x!r}")
        cats[o["category"]] += 1; les[o["lesson"]] += 1
    tot = sum(cats.values())
    for e in errs: print("ERR", e)
    print("total", tot, "hard", tot - cats["plain"], "%.1f%%" % (100 * (tot - cats["plain"]) / max(tot, 1)))
    for c, v in cats.most_common(): print(f"  {c:22} {v:4} {100*v/tot:5.1f}%")
    for l, v in les.items(): print(f"  {l:24} {v}")
    return not errs

if __name__ == "__main__":
    build()
    sys.exit(0 if check() else 1)
