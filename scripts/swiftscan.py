"""A small reader of Swift declarations, enough for the SwiftUI checklist: which types, functions,
properties and static members a set of Swift files (LayoutLabUI's sources, or SwiftUI's module
interface) declares, and inside which type or extension. Comments and string literals are blanked
first, then braces give the nesting. Used by scripts/swiftui-checklist.py; the coverage test reads
the same sources with swift-syntax (Tests/LayoutLabUITests/SwiftUIChecklistTests.swift)."""

import re

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
MODULE_PREFIX = re.compile(r"\b(?:SwiftUICore|SwiftUI|Swift|Foundation|CoreFoundation|CoreGraphics|_Concurrency|Combine|Observation)\.(?=[A-Za-z_])")


def blank(text):
    """The text with comments and string literals' contents replaced by spaces (offsets kept)."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            for k in range(i + 3, j - 3):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif c == '"':
            j = i + 1
            depth = 0
            while j < n:
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "(":
                    depth += 1
                    j += 2
                    continue
                if depth and text[j] == ")":
                    depth -= 1
                elif depth and text[j] == "(":
                    depth += 1
                elif text[j] == "\\":
                    j += 2
                    continue
                elif text[j] == '"' and depth == 0:
                    break
                elif text[j] == "\n":
                    break
                j += 1
            for k in range(i + 1, min(j, n)):
                out[k] = " "
            i = j + 1
        else:
            i += 1
    return "".join(out)


HEADER = re.compile(r"(?:^|[\s;])(struct|enum|class|actor|protocol|extension)\s+(" + IDENT + r"(?:\." + IDENT + r")*)")


def contexts(code):
    """For each `{`: the kind and dotted name of the type or extension it opens, or None."""
    stack = []
    result = []  # (start, end, qualified name or None, kind, header)
    last = 0
    opened = []
    for i, c in enumerate(code):
        if c == "{":
            header = code[last:i]
            m = None
            for m in HEADER.finditer(header):
                pass
            kind = name = None
            if m and "func " not in header[m.end():] and "var " not in header[m.end():] and "=" not in header[m.end():].split("where")[0]:
                kind, name = m.group(1), m.group(2)
                if kind != "extension":
                    parent = next((s[0] for s in reversed(stack) if s[0]), None)
                    if parent:
                        name = parent + "." + name
            stack.append((name, kind, header.strip(), i))
            last = i + 1
        elif c == "}":
            if stack:
                name, kind, header, start = stack.pop()
                opened.append((start, i, name, kind, header))
            last = i + 1
        elif c == ";":
            last = i + 1
        elif c == "\n":
            # A declaration's header starts on a new line unless a bracket is open.
            pass
    return opened


def enclosing(opened, offset):
    """The innermost named context containing offset: (name, kind, header) or (None, None, '')."""
    best = None
    for start, end, name, kind, header in opened:
        if start < offset < end and name:
            if best is None or start > best[0]:
                best = (start, name, kind, header)
    return (best[1], best[2], best[3]) if best else (None, None, "")


def balanced(code, i, open_c, close_c):
    """Index just past the bracket that closes the one at i."""
    depth = 0
    j = i
    while j < len(code):
        ch = code[j]
        if ch == open_c:
            depth += 1
        elif ch == close_c and not (close_c == ">" and code[j - 1] == "-"):
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return len(code)


def split_top(s):
    parts, depth, cur = [], 0, ""
    i = 0
    while i < len(s):
        ch = s[i]
        if ch in "([{<":
            depth += 1
        elif ch in ")]}" or (ch == ">" and (i == 0 or s[i - 1] != "-")):
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
        i += 1
    if cur.strip():
        parts.append(cur)
    return parts


def labels(params):
    result = []
    for p in split_top(params):
        head = p.split(":")[0].split()
        head = [h for h in head if not h.startswith("@") and h not in ("inout", "borrowing", "consuming", "isolated")]
        if not head:
            continue
        result.append(head[0])
    return result


FUNC = re.compile(r"\bfunc\s+(" + IDENT + r"|[^\s(<]+)\s*(<)?")
INIT = re.compile(r"\binit[?!]?\s*(<)?\s*\(")
VAR = re.compile(r"\b(static\s+|class\s+)?(?:var|let)\s+`?(" + IDENT + r")`?\s*[:=]")
CASE = re.compile(r"\bcase\s+([^\n{}]+)")


def declarations(text, code=None):
    """Every declaration of interest: dicts with kind (type/func/var/case), name, context,
    context kind, labels, offset, and whether an `@available(*, unavailable` precedes it.
    `code` is `blank(text)` when the caller has it already."""
    code = blank(text) if code is None else code
    opened = contexts(code)
    decls = []
    for start, end, name, kind, header in opened:
        if name and kind != "extension":
            hstart = start - len(code[:start]) + len(code[:start].rstrip())
            decls.append(dict(kind="type", name=name, typekind=kind, offset=start, header=header,
                              unavailable=unavailable_before(code, text, header_start(code, start))))
    # Bodiless types (protocols without requirements are rare; typealiases).
    for m in re.finditer(r"\btypealias\s+(" + IDENT + r")", code):
        ctx, ckind, _ = enclosing(opened, m.start())
        name = (ctx + "." if ctx and ckind != "extension" else (ctx + "." if ctx else "")) + m.group(1)
        decls.append(dict(kind="type", name=name, typekind="typealias", offset=m.start(), header="",
                          unavailable=unavailable_before(code, text, m.start())))
    for m in FUNC.finditer(code):
        j = m.end()
        if m.group(2):
            j = balanced(code, j - 1, "<", ">")
        while j < len(code) and code[j].isspace():
            j += 1
        if j >= len(code) or code[j] != "(":
            continue
        k = balanced(code, j, "(", ")")
        ctx, ckind, header = enclosing(opened, m.start())
        line_start = code.rfind("\n", 0, m.start()) + 1
        decls.append(dict(kind="func", name=m.group(1), context=ctx, contextkind=ckind, header=header,
                          labels=labels(code[j + 1:k - 1]), offset=m.start(),
                          static=bool(re.search(r"\bstatic\b", code[line_start:m.start()])),
                          unavailable=unavailable_before(code, text, m.start())))
    for m in INIT.finditer(code):
        j = m.end() - 1
        k = balanced(code, j, "(", ")")
        ctx, ckind, header = enclosing(opened, m.start())
        decls.append(dict(kind="init", name="init", context=ctx, contextkind=ckind, header=header,
                          labels=labels(code[j + 1:k - 1]), offset=m.start(),
                          unavailable=unavailable_before(code, text, m.start())))
    for m in VAR.finditer(code):
        ctx, ckind, header = enclosing(opened, m.start())
        # Only members: the innermost brace must be the type's own.
        inner = innermost(opened, m.start())
        if inner is None or inner[2] is None:
            continue
        decls.append(dict(kind="var", name=m.group(2), context=ctx, contextkind=ckind, header=header,
                          static=bool(m.group(1)), offset=m.start(),
                          unavailable=unavailable_before(code, text, m.start())))
    for m in CASE.finditer(code):
        inner = innermost(opened, m.start())
        if inner is None or inner[3] != "enum":
            continue
        for part in split_top(m.group(1)):
            name = re.match(r"\s*(" + IDENT + ")", part)
            if name:
                decls.append(dict(kind="var", name=name.group(1), context=inner[2], contextkind="enum",
                                  header=inner[4], static=True, offset=m.start(), unavailable=False))
    return decls


def innermost(opened, offset):
    best = None
    for entry in opened:
        if entry[0] < offset < entry[1] and (best is None or entry[0] > best[0]):
            best = entry
    return best


def header_start(code, brace):
    """Where the declaration whose body opens at brace starts (after the previous line break
    that is not inside brackets)."""
    i = code.rfind("\n", 0, brace)
    # Walk back over continuation lines (headers that wrap start with a keyword line).
    while i > 0:
        line = code[code.rfind("\n", 0, i) + 1:i]
        if re.search(r"\b(struct|enum|class|protocol|extension|actor)\b", code[i:brace]):
            break
        i = code.rfind("\n", 0, i)
    return i + 1


def unavailable_before(code, text, offset):
    """Whether the attributes just above offset (or on its line) mark it unavailable everywhere."""
    line_start = code.rfind("\n", 0, offset) + 1
    prefix = text[line_start:offset]
    lines = [prefix]
    i = line_start - 1
    while i > 0:
        prev_start = text.rfind("\n", 0, i) + 1
        line = text[prev_start:i].strip()
        declaration = re.search(r"\b(func|var|let|init|struct|enum|class|protocol|extension|typealias|case|subscript)\b", line)
        if line.startswith("///") or (line.startswith("@") and not declaration):
            lines.append(line)
            i = prev_start - 1
        else:
            break
    return any(re.search(r"@available\(\s*\*\s*,\s*unavailable", l) for l in lines)


def signature(name, labs):
    return name + "(" + "".join(l + ":" for l in labs) + ")"
