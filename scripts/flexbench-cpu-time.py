#!/usr/bin/env python3
"""Runs ../shared/bench/flexbench.py (its arguments passed on) with its clock reading the thread's
CPU time instead of the wall clock, as `layoutlab-bench engine --cpu-time` times the engine: on a
busy machine, the time other processes held the core is left out of both.

    /tmp/peers/bin/python scripts/flexbench-cpu-time.py --engine yoga --stack-basis zero
"""
import os
import runpy
import sys
import time

here = os.path.dirname(os.path.abspath(__file__))
flexbench = os.path.join(here, "..", "..", "shared", "bench", "flexbench.py")
time.perf_counter_ns = time.thread_time_ns
sys.argv = [flexbench] + sys.argv[1:]
runpy.run_path(flexbench, run_name="__main__")
