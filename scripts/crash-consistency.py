#!/usr/bin/env python3
"""Crash consistency under load, against a built layoutlab (issue 15).

1. Records EXPERIMENTS experiments (generated files), then kills `layoutlab rerun --force` (and
   `layoutlab run`) with SIGKILL at KILLS random moments. After each kill: PRAGMA integrity_check
   is ok, every stored result is whole (its layouts, nodes, frames and calls all there), every
   completed run holds every experiment, and every earlier run is unchanged.
2. Runs 8 processes at once (2 run, 2 rerun --force, 2 diff, 2 show) for ROUNDS rounds: every
   process succeeds, and the same checks hold.

Usage: scripts/crash-consistency.py [--binary PATH] [--experiments 2000] [--kills 20] [--rounds 10]
Prints what it tried and what held; exits 1 on the first broken promise.
"""
import argparse, os, random, sqlite3, subprocess, sys, tempfile, time

def generate(folder, count, per_file=50):
    os.makedirs(folder, exist_ok=True)
    for start in range(0, count, per_file):
        lines = ["import SwiftUI", ""]
        for index in range(start, min(start + per_file, count)):
            width = 100 + index % 300
            lines.append(f'Experiment("load/{index:05d}", proposal: ProposedViewSize(width: {width}, height: 80)) {{\n'
                         f'    HStack(spacing: 8) {{\n'
                         f'        Color.blue.frame(width: {index % 50 + 10}).id("fixed")\n'
                         f'        Text("item {index}").padding(4)\n'
                         f'        Spacer()\n'
                         f'        VStack {{ Color.green; Color.red.frame(height: 10) }}.id("column")\n'
                         f'    }}\n}}\n')
        with open(os.path.join(folder, f"Load{start // per_file:03d}.swift"), "w") as f:
            f.write("\n".join(lines))

def check(db, experiments, earlier):
    """The notebook's promises; returns a fingerprint of every finished run for the next check."""
    c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    assert c.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "integrity_check failed"
    # A result's rows are its own, or those of the earlier identical result it names (content_run_id).
    broken = c.execute("""
        WITH r AS (SELECT *, coalesce(content_run_id, run_id) AS rows FROM result WHERE status = 'ok')
        SELECT r.run_id, r.experiment_id FROM r
        WHERE r.proposal_count != (SELECT count(*) FROM layout l WHERE l.run_id = r.rows AND l.experiment_id = r.experiment_id)
           OR r.node_count != (SELECT count(*) FROM node n WHERE n.run_id = r.rows AND n.experiment_id = r.experiment_id)
           OR r.node_count * r.proposal_count != (SELECT count(*) FROM frame f WHERE f.run_id = r.rows AND f.experiment_id = r.experiment_id)
           OR r.call_count != (SELECT count(*) FROM trace_call t WHERE t.run_id = r.rows AND t.experiment_id = r.experiment_id)
        LIMIT 1""").fetchall()
    assert not broken, f"half-written result {broken}"
    short = c.execute("""SELECT run_id FROM run WHERE status = 'completed'
                         AND (SELECT count(*) FROM result WHERE result.run_id = run.run_id) NOT IN (0, ?)""",
                      (experiments,)).fetchall()
    # A completed `run` of a subset records fewer; only reruns of everything must hold all of them.
    short = [r for (r,) in short if c.execute("SELECT command FROM run WHERE run_id = ?", (r,)).fetchone()[0] == "rerun"]
    assert not short, f"completed rerun missing results: {short}"
    now = {}
    for run_id, status in c.execute("SELECT run_id, status FROM run WHERE status != 'running'"):
        now[run_id] = (status, c.execute("SELECT count(*), total(call_count) FROM result WHERE run_id = ?", (run_id,)).fetchone())
    for run_id, (status, counts) in earlier.items():
        assert run_id in now and now[run_id][1] == counts, f"run {run_id} changed: {counts} -> {now.get(run_id)}"
    ids = [r for (r,) in c.execute("SELECT run_id FROM run")]
    assert len(ids) == len(set(ids))
    c.close()
    return now

def main():
    parser = argparse.ArgumentParser()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    default = next((p for p in [f"{root}/.build/release/layoutlab", f"{root}/.build/debug/layoutlab"] if os.path.exists(p)), None)
    parser.add_argument("--binary", default=default)
    parser.add_argument("--experiments", type=int, default=2000)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="layoutlab-crash-")
    files, db = os.path.join(work, "Load"), os.path.join(work, "load.sqlite")
    generate(files, args.experiments)
    env = dict(os.environ, LAYOUTLAB_DB=db)
    started = time.time()
    subprocess.run([args.binary, "run", files, "--quiet"], env=env, check=True)
    print(f"recorded {args.experiments} experiments in {time.time() - started:.1f} s ({args.binary})")
    seen = check(db, args.experiments, {})
    # 1. kill -9 at random moments.
    timings = []
    for kill in range(args.kills):
        command = ["rerun", "--force", "--quiet"] if kill % 4 else ["run", files, "--quiet", "--label", f"kill{kill}"]
        process = subprocess.Popen([args.binary] + command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        delay = random.uniform(0.05, 2.5)
        time.sleep(delay)
        process.kill()
        process.wait()
        timings.append(delay)
        # The next command marks the killed run interrupted.
        subprocess.run([args.binary, "runs", "--quiet"], env=env, check=True, stdout=subprocess.DEVNULL)
        seen = check(db, args.experiments, seen)
    c = sqlite3.connect(db)
    statuses = dict(c.execute("SELECT status, count(*) FROM run GROUP BY status").fetchall())
    partial = c.execute("""SELECT count(*) FROM run WHERE status = 'interrupted'
                           AND (SELECT count(*) FROM result WHERE result.run_id = run.run_id) BETWEEN 1 AND ?""",
                        (args.experiments - 1,)).fetchone()[0]
    c.close()
    print(f"{args.kills} kill -9 at {min(timings):.2f}-{max(timings):.2f} s: runs by status {statuses}; "
          f"{partial} interrupted runs kept their complete results; integrity ok; no half-written result")
    # 2. 8 processes at once.
    small = os.path.join(files, "Load000.swift")
    names = ["load/00001", "load/00002"]
    failures = 0
    for round in range(args.rounds):
        commands = [["run", small, "--quiet", "--label", f"round{round}"]] * 2 + [["rerun", "--force", "--quiet"]] * 2 \
            + [["diff", "--output", "-"]] * 2 + [["show", name] for name in names]
        processes = [subprocess.Popen([args.binary] + c, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE) for c in commands]
        for c, p in zip(commands, processes):
            _, err = p.communicate()
            if p.returncode != 0:
                failures += 1
                print(f"round {round}: {' '.join(c)} exited {p.returncode}: {err.decode().strip()}")
        seen = check(db, args.experiments, seen)
    print(f"{args.rounds} rounds of 8 concurrent processes (run, rerun --force, diff, show): {failures} failures; "
          f"integrity ok; every completed rerun holds all {args.experiments} results")
    print(f"notebook {os.path.getsize(db) / 1e6:.1f} MB, {time.time() - started:.0f} s in all")
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main())
