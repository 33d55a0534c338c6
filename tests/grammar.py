"""Grammar checks for generated alt text (issue: alt text a writer would sign).

Each check returns the problems it finds, as short strings; an empty list is a
pass. They are heuristics tuned to the house voice (ALT-TEXT.md), not a parser:
the opening ("Cedana. Blueprint of ...") is a title and needs no verb.
"""

from __future__ import annotations

import re

FINITE = {
    "is", "are", "has", "have", "was", "were", "does", "do",
}
VERB_STEMS = {
    "arrive", "begin", "carry", "checkpoint", "climb", "continue", "cross", "cut", "descend", "dip", "double",
    "drop", "end", "fall", "fill", "finish", "hold", "join", "jump", "lead", "leave", "level", "lose", "mark",
    "overshoot", "peak", "reach", "redo", "restart", "rise", "run", "send", "sit", "span", "stand", "start",
    "stay", "step", "stop", "take", "wait", "spread", "show", "hang", "fail", "point", "move", "repeat",
    "close", "open", "carry", "grow", "shrink", "flatten", "return", "resume", "go", "come", "lie",
    "group",  # "three brackets to the left group the lanes"
    "name", "read",  # "a key at the bottom names each look's meaning", "a key reads: ..."
    "follow",  # "the blue capacity follows just above the demand all day"
    "alternate",  # "all eight lanes alternate two solid grey stretches with ..." (lane_step_words.py)
    "give",  # "the grey line of memory limit ... gives way to the compute limit" (a roof's two series)
    "meet",  # "the grey line of memory limit ... meets the flat compute limit at a corner" (words19)
}
NOUNS = {"name", "span", "step", "mark", "end", "start", "point", "cross", "show", "level", "peak", "fill", "cut", "return", "move", "checkpoint", "close", "open"}  # "run" is a verb here: "the lanes run grey"
NUMBER_WORD_UNIT = re.compile(r"\b\d")
NAME_WITH_FIGURES = re.compile(r"\b[\w.]*\d[\w.-]*\b")


def sentences(alt: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", alt) if s.strip()]


def _finite(words: list[str]) -> bool:
    for word in words:
        if word in FINITE or word in VERB_STEMS - NOUNS:  # "guides drop": a plural subject's verb has no -s
            return True
        if word.endswith("ies") and word[:-3] + "y" in VERB_STEMS:
            return True
        if word.endswith("es") and (word[:-2] in VERB_STEMS or word[:-1] in VERB_STEMS):
            return True
        if word.endswith("s") and word[:-1] in VERB_STEMS:
            return True
    return False


def problems(alt: str, brand: str = "Cedana", labels: tuple[str, ...] = ()) -> list[str]:
    """Every grammar problem of one alt text. `labels` are the spec's labels:
    names that keep their figures ("24-hour", "16-GPU node")."""
    found: list[str] = []
    said = sentences(alt)
    if len(said) != len(set(said)):
        found.append("a sentence is said twice")
    for sentence in said:
        words = re.findall(r"[a-z][a-z'-]*", sentence.lower())
        opening = sentence == f"{brand}." or sentence.startswith("Blueprint of")
        if not opening and not _finite(words):
            found.append(f"no finite verb: {sentence!r}")
        if re.search(r"\b(there is|stands) (two|three|four|five|six|seven|eight|nine|ten|\w+ty)\b", sentence, flags=re.I):
            found.append(f"agreement: a count after a singular verb in {sentence!r}")
        unlabelled = sentence
        for label in sorted(labels, key=len, reverse=True):
            unlabelled = re.sub(rf"(?<![\w-]){re.escape(label)}(?![\w-])", "LABEL", unlabelled, flags=re.I)  # "node-a" is a name, not an article; "offload" in "offloaded" is not a label
        tokens = re.findall(r"[a-z][a-z'-]*|[,;:]", unlabelled.lower())  # a comma between them is a list's seam, not a stammer
        for first, second in zip(tokens, tokens[1:]):  # a label's own words ("7B + 7B") are the writer's
            if first == second and first not in ("that", "had", ",", ";", ":", "label"):  # two drawn words side by side ("replicas" an axis's title, "ready" a series') are the writer's
                found.append(f"word twice: {first!r} in {sentence!r}")
        for article, word in re.findall(r"(?<![\w-])(a|an)\s+([a-z0-9][\w-]*)", unlabelled, flags=re.I):
            if word == "LABEL":
                continue  # "an in use floor": a label's own first word decides, as the realiser said it
            lower = word.lower()
            vowel = lower[0] in "aeio" or lower.startswith(("hour", "honest", "up", "ul", "um")) or (lower.startswith("un") and not lower.startswith("uni"))  # "an upright", "an unbroken"; "a unit", "a use"
            vowel = vowel and not lower.startswith(("one", "uni", "use", "eu"))
            if word.isupper() and len(word) > 1:  # an initialism is read letter by letter
                vowel = word[0] in "AEFHILMNORSX"
            if (article.lower() == "a") == vowel:
                found.append(f"article: {article} {word}")
    text = alt
    for label in sorted(labels, key=len, reverse=True):
        text = re.sub(re.escape(label), "", text, flags=re.I)  # "Replica 1" opening a sentence is still the name
    text = re.sub(r"\b\d+-[A-Za-z][\w-]*", "", text)  # "24-hour", "16-GPU"
    for figure in re.findall(r"\d[\d.,]*", text):
        found.append(f"a figure outside a name: {figure}")
    return found
