#!/usr/bin/env python3
"""Generates crates/parir-ir/src/intrinsics/table.rs: the attributes LLVM 19 gives each intrinsic.

LLVM 19's IR reader replaces the attributes of every function whose name is an intrinsic's
(`Intrinsic::getAttributes`, applied when the reader upgrades intrinsic functions at the end of
parsing), so `opt-19 -S` prints an intrinsic declaration with the intrinsic's own attributes,
whatever the input said. This script asks opt-19 for those attributes, by experiment:

1. candidate names: the `llvm.*` strings of libLLVM 19 (its intrinsic name table is among them);
2. each candidate N is declared twice, as `ptr @N(ptr x 16)` and `ptr @N.zz(ptr x 16)`, with a
   string attribute that no intrinsic has; `opt-19 -S -disable-verify` reads and prints them;
3. N is an intrinsic iff its declaration lost the probe attribute; it is overloaded iff N.zz
   did too (LLVM accepts a suffix only for overloaded intrinsics), or AutoUpgrade replaced
   N.zz by a declaration N.<suffix> (an old signature of an overloaded intrinsic, as for
   `llvm.objectsize`); what opt printed for N is
   its function, return and parameter attributes. Names that opt replaced by another function
   (AutoUpgrade of retired intrinsics) are left out: parir does not upgrade them.

Run from the repository root with LLVM 19 installed:  python3 crates/parir-ir/gen/intrinsic_attrs.py
"""
import os
import re
import subprocess
import sys
import tempfile

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "intrinsics", "table.rs")
NPARAMS = 16
PROBE = '"parir-intrinsic-probe"'


def libllvm():
    ldd = subprocess.run(["ldd", subprocess.check_output(["which", "opt-19"], text=True).strip()],
                         capture_output=True, text=True, check=True).stdout
    for line in ldd.splitlines():
        m = re.search(r"=>\s*(\S*libLLVM[^ ]*\.so[^ ]*)", line)
        if m:
            return m.group(1)
    sys.exit("libLLVM of opt-19 not found")


def candidates(lib):
    out = subprocess.run(["strings", "-n", "6", lib], capture_output=True, text=True, check=True).stdout
    names = set()
    for s in out.splitlines():
        if re.fullmatch(r"llvm\.[A-Za-z0-9_.]+", s) and not s.endswith(".") and ".." not in s:
            names.add(s)
    return sorted(names)


def split_top(s):
    """Splits a parameter list at top-level commas."""
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def main():
    names = candidates(libllvm())
    params = ", ".join(["ptr"] * NPARAMS)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "probe.ll")
        with open(src, "w") as f:
            for n in names:
                f.write(f'declare ptr @"{n}"({params}) #0\n')
                f.write(f'declare ptr @"{n}.zz"({params}) #0\n')
            f.write(f"attributes #0 = {{ {PROBE} }}\n")
        text = subprocess.run(["opt-19", "-S", "-disable-verify", src], capture_output=True,
                              text=True, check=True).stdout
    groups = {}
    for m in re.finditer(r"^attributes #(\d+) = \{ (.*) \}$", text, re.M):
        groups[m.group(1)] = m.group(2)
    decl = re.compile(r'^declare (.*?)@"?([^"(]+)"?\((.*)\)(?: #(\d+))?$')
    seen, upgraded = {}, {}
    for line in text.splitlines():
        m = decl.match(line)
        if not m:
            continue
        ret, name, plist, g = m.groups()
        fn_attrs = groups.get(g, "") if g else ""
        ps = split_top(plist) if plist.strip() else []
        if not ret.rstrip().endswith("ptr") or len(ps) != NPARAMS or not all(
                p == "ptr" or p.startswith("ptr ") for p in ps):
            # A declaration AutoUpgrade created in place of a probe (see below).
            if PROBE not in fn_attrs:
                upgraded[name] = fn_attrs
            continue
        seen[name] = (ret.rstrip()[:-3].strip(), [p[4:].strip() for p in ps], fn_attrs)
    entries = []
    for n in names:
        if n not in seen:
            continue  # replaced by AutoUpgrade under its own name: parir does not upgrade it
        if PROBE in seen[n][2]:
            continue
        z = seen.get(n + ".zz")
        if z is None:
            # N.zz was replaced (an old signature of an intrinsic that exists today, as the
            # 16-pointer probe of `llvm.objectsize.zz` is): overloaded iff the declaration
            # AutoUpgrade created instead is N.<suffix>, and not a longer candidate's.
            longer = [c for c in names if c != n and c.startswith(n + ".")]
            overloaded = any(u.startswith(n + ".") and not any(
                u == c or u.startswith(c + ".") for c in longer) for u in upgraded)
        else:
            overloaded = PROBE not in z[2]
        entries.append((n, overloaded, seen[n]))
    lists, index = [], {}
    rows = []
    for n, ov, (ret, ps, fa) in entries:
        key = (fa, ret, tuple((i, a) for i, a in enumerate(ps) if a))
        if key not in index:
            index[key] = len(lists)
            lists.append(key)
        rows.append((n, ov, index[key]))
    rows.sort(key=lambda r: r[0].encode())
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        f.write("// @generated by crates/parir-ir/gen/intrinsic_attrs.py from opt-19 (LLVM 19); do not edit.\n")
        f.write(f"// {len(rows)} intrinsics, {len(lists)} distinct attribute lists.\n\n")
        f.write("use super::{AttrText, Entry};\n\n")
        f.write("/// The attribute lists, in LLVM syntax: function, return, (parameter index, attributes).\n")
        f.write("pub(super) static LISTS: &[AttrText] = &[\n")
        for fa, ret, ps in lists:
            pl = ", ".join(f'({i}, "{a}")' for i, a in ps)
            f.write(f'    AttrText {{ func: "{fa}", ret: "{ret}", params: &[{pl}] }},\n')
        f.write("];\n\n")
        f.write("/// Every intrinsic name of LLVM 19, in byte order.\n")
        f.write("pub(super) static ENTRIES: &[Entry] = &[\n")
        for n, ov, li in rows:
            f.write(f'    Entry {{ name: "{n}", overloaded: {"true" if ov else "false"}, attrs: {li} }},\n')
        f.write("];\n")
    print(f"{OUT}: {len(rows)} intrinsics, {len(lists)} attribute lists")


if __name__ == "__main__":
    main()
