#!/bin/sh
# The one place that sets how the production server's node process runs: `npm start`, the benchmarks'
# server (bench/lib/server.ts forks through this file) and a service manager all start node through it:
#
#   scripts/node-runtime.sh dist/server/start.js
#
# - MALLOC_MMAP_THRESHOLD_=1048576: freed allocations over 1 MB (a password hash's 32 MB) go back to the
#   system (decision 043).
# - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates at the same time its own arena, and keeps
#   what it once held; libuv's worker threads (password hashing, file work) each grew one (decision 048).
# - SPEY_NODE_FLAGS, by default --max-old-space-size=512 --max-semi-space-size=16 (4, see below): a V8 heap sized for
#   the server rather than for the machine. Left to itself V8 sizes the heap from the machine's memory
#   and lets it grow to several times what is alive under load; with an explicit limit it collects
#   sooner. The young generation is named too, because an explicit old-space limit also shrinks it,
#   and a small one costs throughput (decision 052). With the embedded database (no DATABASE_URL) the
#   semi-spaces are 4 MB instead: PGlite's 140 MB of WebAssembly memory lives in this process, the
#   database, not the heap, sets the pace there, and the larger young generation took the server past
#   300 MB (decision 055). Flags given after these (the bench's) win.
# A value already in the environment wins, so one setting can be tried without editing this file.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-1048576}"
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
if [ -n "${DATABASE_URL:-}" ]; then semi=16; else semi=4; fi
# shellcheck disable=SC2086 # the flags are words
exec "${SPEY_NODE:-node}" ${SPEY_NODE_FLAGS---max-old-space-size=512 --max-semi-space-size=$semi} "$@"
