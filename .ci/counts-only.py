#!/usr/bin/env python3
# Turns a bench JSON report into a count baseline: every exact count kept, instructions too when the run counted
# them (exact under callgrind, each operation in a forked process of its own: docs/METHODOLOGY.md), every timing
# dropped (wall time and its verdicts). `--key REPORT` prints the key a baseline is filed under: toolchain, OS and
# architecture, because counts change with the compiler and its standard library, not with the machine's speed.
#   .ci/counts-only.py REPORT.json OUT.json      .ci/counts-only.py --key REPORT.json
import json, platform, re, sys

def key(report):
    toolchain = report["metadata"]["toolchain"]
    tag = re.search(r"\((swift-[^)\s]+)\)", toolchain)
    name = tag.group(1) if tag else re.sub(r"[^A-Za-z0-9.]+", "-", toolchain).strip("-")
    return f"{name}-{platform.system().lower()}-{platform.machine()}"

def counts_only(report):
    for result in report["results"]:
        result["metrics"]["wallTime"] = None
        result["versusFloor"] = None
        result["standing"] = None
    return report

if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--key":
        print(key(json.load(open(sys.argv[2]))))
    elif len(sys.argv) == 3:
        report = counts_only(json.load(open(sys.argv[1])))
        with open(sys.argv[2], "w") as out:
            json.dump(report, out, indent=1, sort_keys=True, ensure_ascii=False)
            out.write("\n")
    else:
        sys.exit("usage: counts-only.py REPORT.json OUT.json | counts-only.py --key REPORT.json")
